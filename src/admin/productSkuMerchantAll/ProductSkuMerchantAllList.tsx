import type { SkuRecord } from '../common/skuCalls';
import { messages, skuTexts } from '../../messages';
import type { Column } from '../common/AdminTable';
import { BulkActions, selectColumn } from '../common/BulkActions';
import { rowActionColumns } from '../common/RowActions';
import { SKU_REQUIRED, SkuInputs } from '../common/SkuInputs';
import { Thumb } from '../common/Thumb';
import { ServerList } from '../common/ServerList';
import { price, skuSortFields, statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { ExportBar, MerchantFilters } from './MerchantFilters';
import { SkuBrowser } from './SkuBrowser';
import { fieldTexts, skuAdminTexts } from '../texts';
import { count } from '../common/dates';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SkuRecord>[] => [
  selectColumn((r) => r.sku),
  { label: fieldTexts.image, render: (r) => <Thumb path={r.path} alt={r.sku} size={50} waiting={r.waitingPhoto} />, width: 66 },
  { label: skuTexts.sku, field: 'sku', render: (r) => r.sku },
  { label: fieldTexts.name, field: 'name', render: (r) => r.name },
  { label: messages.parentSku, field: 'parentsSku', render: (r) => (r.parentName ? `${r.parentsSku} | ${r.parentName}` : r.parentsSku) },
  { label: skuTexts.categoryName, field: 'categoryId', render: (r) => (r.categoryName ? `${r.categoryId} | ${r.categoryName}` : r.categoryId) },
  { label: skuTexts.stock, field: 'stock', render: (r) => count(r.stock) },
  { label: messages.marketPrice, field: 'marketPrices', render: (r) => price(r.marketPrices) },
  { label: skuTexts.actived, field: 'isActived', render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.sku)} texts={statusTexts.sku} /> },
  ...rowActionColumns({ name: (r) => r.sku, required: SKU_REQUIRED, inputs: <SkuInputs /> }),
];

/**
 * /admin_product_sku_merchant_all (spec.md leaves it open; issue 9 §2): every SKU with its parent and
 * category, server-paged, filtered and searched, the .xlsx export of the whole filtered list, and the
 * SKU browser; each row edited or deleted, the selected rows activated, deactivated or deleted together (issue 16 §2).
 */
export function ProductSkuMerchantAllList() {
  return (
    <>
      <ServerList
        columns={columns()}
        caption={skuTexts.merchantCaption}
        search={skuTexts.searchSkus}
        empty={messages.noProductSkuData}
        sort={{ field: 'sku', order: 'ASC' }}
        sortFields={skuSortFields()}
        filters={<MerchantFilters />}
      >
        <ExportBar />
        <BulkActions noun={skuAdminTexts.nouns.sku} />
      </ServerList>
      <SkuBrowser />
    </>
  );
}
