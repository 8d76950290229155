import type { SubProductRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { Thumb } from '../common/Thumb';
import { SubProductInputs, subProductTexts } from './SubProductInputs';
import { skuAdminTexts } from '../texts';

export { subProductTexts };
const REQUIRED = ['productId', 'code', 'name'];

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SubProductRecord>[] => [
  { label: 'Image', render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: 'Code', render: (r) => r.code, field: 'code' },
  { label: 'Article', render: (r) => r.article, field: 'article' },
  { label: 'Name', render: (r) => r.name, field: 'name' },
  { label: subProductTexts.parent, render: (r) => r.products.map((p) => p.code).join(', ') },
  {
    label: 'Edit',
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.code} title={`Edit ${r.code}`} required={REQUIRED} failure={subProductTexts.failed}>
        <SubProductInputs />
      </EditDialog>
    ),
  },
  {
    label: 'Delete',
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.code} confirm={messages.confirmDeleteRow} yes="Yes" no="No" failure={() => messages.deleteSubProductError} />,
  },
];

/** /admin_sub_product: spec.md's table Image, Code, Article, Name, Delete (plus parents and Edit) and the add dialog. */
export function SubProductList() {
  return (
    <AdminList
      columns={columns()}
      caption={subProductTexts.caption}
      search="Search by code, name or article"
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
