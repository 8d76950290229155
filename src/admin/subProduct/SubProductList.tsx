import type { SubProductRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { SubProductInputs, subProductTexts } from './SubProductInputs';
import { fieldTexts, kitTexts, listFilterTexts, skuAdminTexts } from '../texts';

export { subProductTexts };
const REQUIRED = ['productId', 'code', 'name'];

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SubProductRecord>[] => [
  { label: fieldTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: fieldTexts.code, render: (r) => r.code, field: 'code' },
  { label: fieldTexts.article, render: (r) => r.article, field: 'article' },
  { label: fieldTexts.name, render: (r) => r.name, field: 'name' },
  { label: subProductTexts.parent, render: (r) => r.products.map((p) => p.code).join(', ') },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.code} title={kitTexts.edit(r.code)} required={REQUIRED} failure={subProductTexts.failed}>
        <SubProductInputs />
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.code} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteSubProductError} />,
  },
];

/** /admin_sub_product: spec.md's table Image, Code, Article, Name, Delete (plus parents and Edit) and the add dialog. */
export function SubProductList() {
  return (
    <AdminList
      columns={columns()}
      caption={subProductTexts.caption}
      search={fieldTexts.searchSubProducts}
      sort={{ field: 'code', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.subProduct, name: (r) => r.code }}
      actions={
        <CreateDialog buttonLabel={subProductTexts.add} required={[...REQUIRED, 'image']} failure={subProductTexts.failed}>
          <SubProductInputs />
        </CreateDialog>
      }
    />
  );
}
