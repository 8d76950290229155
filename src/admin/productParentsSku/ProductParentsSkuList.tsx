import type { ParentSkuRecord } from './calls';
import { messages, skuTexts } from '../../messages';
import type { Column } from '../common/AdminTable';
import { BulkActions, selectColumn } from '../common/BulkActions';
import { rowActionColumns } from '../common/RowActions';
import { Thumb } from '../common/Thumb';
import { SkuFilters } from '../common/WaitingPhotoFilter';
import { createdAt, ServerList } from '../common/ServerList';
import { statusTexts } from '../common/sku';
import { StatusSwitch } from '../common/StatusSwitch';
import { ImportPanel } from '../skuImport/ImportPanel';
import { PARENT_REQUIRED, ParentSkuInputs } from './ParentSkuInputs';
import { fieldTexts, skuAdminTexts } from '../texts';

const code = (r: ParentSkuRecord) => r.parentsSku;

// A function, so a language switch shows its labels (issue 19).
const columns = (): Column<ParentSkuRecord>[] => [
  selectColumn(code),
  { label: fieldTexts.image, render: (r) => <Thumb path={r.path} alt={r.parentsSku} size={56} waiting={r.waitingPhoto} />, width: 72 },
  { label: messages.parentSku, field: 'parentsSku', render: (r) => r.parentsSku },
  { label: fieldTexts.name, field: 'name', render: (r) => r.name },
  { label: skuTexts.composition, field: 'composition', render: (r) => r.composition },
  { label: skuTexts.productType, field: 'productType', render: (r) => r.productType },
  { label: skuTexts.weaving, field: 'weaving', render: (r) => r.weaving },
  { label: skuTexts.width, field: 'width', render: (r) => r.width },
  { label: skuTexts.categoryId, field: 'categoryId', render: (r) => r.categoryId },
  { label: skuTexts.active, field: 'isActived', render: (r) => <StatusSwitch record={r} label={skuTexts.switchLabel(r.parentsSku)} texts={statusTexts.parent} /> },
  { label: messages.createdAt, field: 'createAt', render: (r) => createdAt(r.createAt) },
  ...rowActionColumns({ name: code, required: PARENT_REQUIRED, inputs: <ParentSkuInputs /> }),
];

const sortFields = (): Array<[string, string]> => [
  ['createAt', messages.createdAt],
  ['parentsSku', messages.parentSku],
  ['name', skuAdminTexts.name],
  ['composition', skuTexts.composition],
  ['productType', skuTexts.productType],
  ['weaving', skuTexts.weaving],
  ['width', skuTexts.width],
  ['categoryId', skuTexts.categoryId],
  ['isActived', skuTexts.active],
];

/**
 * /admin_product_parents_sku (spec.md §2, Parent SKU list): the .xlsx import with Send and the colour
 * photos, search by parent SKU, the table with its Active switch (toasts top right), server-paged;
 * each row edited or deleted, the selected rows activated, deactivated or deleted together (issue 16 §2).
 */
export function ProductParentsSkuList() {
  return (
    <ServerList
      top={<ImportPanel kind="parents" photos />}
      columns={columns()}
      caption={skuTexts.parentCaption}
      search={skuTexts.searchParents}
      empty={messages.noParentSkuData}
      sort={{ field: 'createAt', order: 'DESC' }}
      sortFields={sortFields()}
      filters={<SkuFilters />}
    >
      <BulkActions noun={skuAdminTexts.nouns.parent} />
    </ServerList>
  );
}
