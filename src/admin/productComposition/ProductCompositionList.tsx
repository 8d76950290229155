import { TextInput } from 'react-admin';
import type { ProductCompositionRecord } from './calls';
import { messages } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { compositionTexts, fieldTexts, kitTexts, listFilterTexts, skuAdminTexts } from '../texts';

/** Defined with the other back-office texts (src/admin/texts.ts); exported here too for this screen's tests. */
export { compositionTexts };

const input = () => <TextInput source="name" label={compositionTexts.name} autoFocus />;

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ProductCompositionRecord>[] => [
  { label: fieldTexts.id, render: (r) => <code>{r._id}</code> },
  { label: fieldTexts.name, render: (r) => r.name, field: 'name' },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={kitTexts.edit(r.name)} required={['name']} failure={compositionTexts.failed}>
        {input()}
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
  },
];

/** /admin_product_composition: spec.md's table Id, Name, Delete (plus Edit) and the add dialog (composition name). */
export function ProductCompositionList() {
  return (
    <AdminList
      columns={columns()}
      caption={compositionTexts.caption}
      search={fieldTexts.searchByName}
      sort={{ field: 'name', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.composition, name: (r) => r.name }}
      actions={
        <CreateDialog buttonLabel={compositionTexts.add} required={['name']} failure={compositionTexts.failed}>
          {input()}
        </CreateDialog>
      }
    />
  );
}
