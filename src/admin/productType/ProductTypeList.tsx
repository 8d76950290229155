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
import { skuAdminTexts } from '../texts';

export const productTypeTexts = { add: 'Add Product Type', caption: 'Product types' } as const;

/** The fields of the add and edit dialogs: name and image. */
function ProductTypeInputs() {
  return (
    <>
      <TextInput source="name" label="Name" autoFocus />
      <ImageInput label="Image" />
    </>
  );
}

const columns: Column<ProductTypeRecord>[] = [
  { label: 'Image', render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: 'Name', render: (r) => r.name, field: 'name' },
  {
    label: 'Edit',
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={`Edit ${r.name}`} required={['name']} failure={messages.addProductTypeError}>
        <ProductTypeInputs />
      </EditDialog>
    ),
  },
  {
    label: 'Delete',
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes="Yes" no="No" failure={() => messages.deleteProductTypeError} />,
  },
];

/** /admin_product_type: spec.md's table Image, Name, Delete (plus Edit) and the add dialog (name, image). */
export function ProductTypeList() {
  return (
    <AdminList
      columns={columns}
      caption={productTypeTexts.caption}
      search="Search by name"
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
