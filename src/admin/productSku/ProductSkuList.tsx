import type { SkuRecord } from '../common/skuCalls';
import { messages, skuTexts } from '../../messages';
import type { Column } from '../common/AdminTable';
import { BulkActions, selectColumn } from '../common/BulkActions';
import { rowActionColumns } from '../common/RowActions';
import { SKU_REQUIRED, SkuInputs } from '../common/SkuInputs';
import { Thumb } from '../common/Thumb';
import { SkuFilters } from '../common/WaitingPhotoFilter';
import { createdAt, ServerList } from '../common/ServerList';
import { price, skuSortFields, statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { ImportPanel } from '../skuImport/ImportPanel';
import { fieldTexts, skuAdminTexts } from '../texts';
import { count } from '../common/dates';

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<SkuRecord>[] => [
  selectColumn((r) => r.sku),
  { label: fieldTexts.image, render: (r) => <Thumb path={r.path} alt={r.sku} size={56} waiting={r.waitingPhoto} />, width: 72 },
  { label: skuTexts.sku, field: 'sku', render: (r) => r.sku },
  { label: fieldTexts.name, field: 'name', render: (r) => r.name },
  { label: skuTexts.article, field: 'article', render: (r) => r.article },
  { label: messages.parentSku, field: 'parentsSku', render: (r) => r.parentsSku },
  { label: skuTexts.stock, field: 'stock', render: (r) => count(r.stock) },
  { label: messages.marketPrice, field: 'marketPrices', render: (r) => price(r.marketPrices) },
  { label: skuTexts.categoryId, field: 'categoryId', render: (r) => r.categoryId },
  { label: skuTexts.actived, field: 'isActived', render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.sku)} texts={statusTexts.sku} /> },
  { label: messages.createdAt, field: 'createAt', render: (r) => createdAt(r.createAt) },
  ...rowActionColumns({ name: (r) => r.sku, required: SKU_REQUIRED, inputs: <SkuInputs /> }),
];

/**
 * /admin_product_sku (spec.md §2, Product SKU list): the SKU .xlsx/.xls import and the colour photos
 * (issue 9 §3–4), search with a Search button, the SKU table with its Actived switch, server-paged;
 * each row edited or deleted, the selected rows activated, deactivated or deleted together (issue 16 §2).
 */
export function ProductSkuList() {
  return (
    <ServerList
      top={<ImportPanel kind="sku" photos />}
      columns={columns()}
      caption={skuTexts.skuCaption}
      search={skuTexts.searchSkus}
      empty={messages.noProductSkuData}
      sort={{ field: 'createAt', order: 'DESC' }}
      sortFields={skuSortFields()}
      filters={<SkuFilters />}
    >
      <BulkActions noun={skuAdminTexts.nouns.sku} />
    </ServerList>
  );
}
