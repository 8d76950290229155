import { TextInput } from 'react-admin';
import type { ProductTypeRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { ImageInput } from '../common/ImageInput';
import { Thumb } from '../common/Thumb';
import { blogTexts, listFilterTexts, productTypeTexts, skuAdminTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { productTypeTexts };

/** The fields of the add and edit dialogs: name and image. */
function ProductTypeInputs() {
  return (
    <>
      <TextInput source="name" label={skuAdminTexts.name} autoFocus />
      <ImageInput label={skuAdminTexts.image} />
    </>
  );
}

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ProductTypeRecord>[] => [
  { label: skuAdminTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: skuAdminTexts.name, render: (r) => r.name, field: 'name' },
  {
    label: skuAdminTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={skuAdminTexts.editTitle(r.name)} required={['name']} failure={messages.addProductTypeError}>
        <ProductTypeInputs />
      </EditDialog>
    ),
  },
  {
    label: skuAdminTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteProductTypeError} />,
  },
];

/** /admin_product_type: spec.md's table Image, Name, Delete (plus Edit) and the add dialog (name, image). */
export function ProductTypeList() {
  return (
    <AdminList
      columns={columns()}
      caption={productTypeTexts.caption}
      search={blogTexts.searchByName}
      sort={{ field: 'name', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.productType, name: (r) => r.name }}
      actions={
        <CreateDialog buttonLabel={productTypeTexts.add} required={['name', 'image']} failure={messages.addProductTypeError}>
          <ProductTypeInputs />
        </CreateDialog>
      }
    />
  );
}
