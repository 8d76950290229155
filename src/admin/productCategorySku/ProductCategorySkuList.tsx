import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { messages, skuTexts } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { BulkActions, selectColumn } from '../common/BulkActions';
import { rowActionColumns } from '../common/RowActions';
import { CategoryInputs } from '../common/CategoryInputs';
import { createdAt } from '../common/ServerList';
import { statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { ImportPanel } from '../skuImport/ImportPanel';
import { ActiveFilter, ListFilterForm } from '../common/ListFilters';
import { fieldTexts, skuAdminTexts } from '../texts';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SkuCategoryRecord>[] => [
  selectColumn((r) => r.categoryId),
  { label: skuTexts.categoryId, field: 'categoryId', render: (r) => r.categoryId },
  { label: fieldTexts.name, field: 'name', render: (r) => r.name },
  { label: skuTexts.actived, field: 'isActived', render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.categoryId)} texts={statusTexts.category} /> },
  { label: messages.createdAt, field: 'createAt', render: (r) => createdAt(r.createAt) },
  ...rowActionColumns({ name: (r) => r.categoryId, required: ['name'], inputs: <CategoryInputs /> }),
];

/**
 * /admin_product_category_sku (spec.md §2, Category SKU list): Category ID, Name, the Actived switch
 * and Created At, under the category .xlsx import. The rows are the categories of /admin_category
 * (one record per categoryId): each edited (the Category screen's dialog) or deleted, the selected
 * ones activated, deactivated or deleted together (issue 16 §2). Paged, sorted by the column headers,
 * searched and filtered by Active on the server (issue 17 §1).
 */
export function ProductCategorySkuList() {
  return (
    <AdminList
      columns={columns()}
      caption={skuTexts.categoryCaption}
      search={skuAdminTexts.searchCategories}
      sort={{ field: 'createAt', order: 'ASC' }}
      empty={messages.noCategoryData}
      // spec.md: the .xlsx upload first, then the table.
      top={<ImportPanel kind="category" />}
      filters={
        <ListFilterForm>
          <ActiveFilter />
        </ListFilterForm>
      }
    >
      <BulkActions noun={skuAdminTexts.nouns.category} />
    </AdminList>
  );
}
