import type { CategoryRecord } from './calls';
import { messages, skuTexts } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { CreateDialog } from '../common/CreateDialog';
import { DeleteRowButton } from '../common/DeleteRowButton';
import { EditDialog } from '../common/EditDialog';
import { orderColumn } from '../common/DisplayOrder';
import { Thumb } from '../common/Thumb';
import { statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { CategoryInputs } from '../common/CategoryInputs';
import { fieldTexts, kitTexts, listFilterTexts, skuAdminTexts } from '../texts';
import { ActiveFilter, ListFilterForm } from '../common/ListFilters';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<CategoryRecord>[] => [
  orderColumn<CategoryRecord>((r) => r.name),
  { label: fieldTexts.image, render: (r) => <Thumb path={r.url} alt={r.name} />, width: 96 },
  { label: fieldTexts.name, field: 'name', render: (r) => r.name },
  { label: messages.discription, render: (r) => r.discription },
  { label: skuTexts.active, field: 'isActived', width: 72, render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.name)} texts={statusTexts.category} /> },
  {
    label: fieldTexts.edit,
    width: 64,
    render: (r) => (
      <EditDialog record={r} name={r.name} title={kitTexts.edit(r.name)} required={['name']} failure={messages.addCategoryError}>
        <CategoryInputs />
      </EditDialog>
    ),
  },
  {
    label: fieldTexts.delete,
    width: 64,
    render: (r) => <DeleteRowButton record={r} name={r.name} confirm={messages.confirmDeleteRow} yes={listFilterTexts.yes} no={listFilterTexts.no} failure={() => messages.deleteError} />,
  },
];

/**
 * /admin_category: spec.md's table Image, Name, Discription, Delete (plus Order, Active and Edit), search and the
 * New Category dialog. The rows are the SKU categories' rows: the Active switch is the same flag as on
 * /admin_product_category_sku, and hides the category everywhere public. Paged, searched and filtered by
 * Active on the server; the selected categories are switched on or off, or deleted, together.
 */
export function CategoryList() {
  return (
    <AdminList
      columns={columns()}
      caption={fieldTexts.categories}
      search={fieldTexts.searchByName}
      // The storefront's order (home grid, navbar), which the Order column changes.
      sort={{ field: 'position', order: 'ASC' }}
      bulk={{ noun: skuAdminTexts.nouns.category, name: (r) => r.name, activate: true }}
      filters={
        <ListFilterForm>
          <ActiveFilter />
        </ListFilterForm>
      }
      actions={
        <CreateDialog buttonLabel={messages.newCategory} required={['name', 'image']} failure={messages.addCategoryError}>
          <CategoryInputs />
        </CreateDialog>
      }
    />
  );
}
