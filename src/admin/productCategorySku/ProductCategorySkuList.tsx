import type { SkuCategoryRecord } from '../common/skuCategoryCalls';
import { messages, skuTexts } from '../../messages';
import { AdminList } from '../common/AdminList';
import type { Column } from '../common/AdminTable';
import { createdAt } from '../common/ServerList';
import { statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { ImportPanel } from '../skuImport/ImportPanel';

const columns: Column<SkuCategoryRecord>[] = [
  { label: skuTexts.categoryId, render: (r) => r.categoryId },
  { label: 'Name', render: (r) => r.name },
  { label: skuTexts.actived, render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.categoryId)} texts={statusTexts.category} /> },
  { label: messages.createdAt, render: (r) => createdAt(r.createAt) },
];

/**
 * /admin_product_category_sku (spec.md §2, Category SKU list): Category ID, Name, the Actived switch
 * and Created At, under the category .xlsx import. The rows are the categories of /admin_category
 * (one record per categoryId).
 */
export function ProductCategorySkuList() {
  return (
    <AdminList columns={columns} caption={skuTexts.categoryCaption} sort={{ field: 'createAt', order: 'ASC' }} empty={messages.noCategoryData}>
      <ImportPanel kind="category" />
    </AdminList>
  );
}
