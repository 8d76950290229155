import { SelectInput, useGetList } from 'react-admin';
import { skuTexts } from '../../messages';
import type { SkuCategoryRecord } from './skuCategoryCalls';
import { EVERY_ROW } from './resource';

const ALL = { pagination: EVERY_ROW, sort: { field: 'categoryId', order: 'ASC' as const } };

/**
 * A SKU or parent SKU's category, chosen from every category (active or not) as "ID | Name": the
 * Category SKU screen's rows. `emptyText` names what no choice means (a SKU: its parent's category).
 */
export function CategoryChoice({ emptyText = '' }: { emptyText?: string }) {
  const { data, isPending } = useGetList<SkuCategoryRecord>('admin_product_category_sku', ALL);
  return (
    <SelectInput
      source="categoryId"
      label={skuTexts.categoryId}
      choices={data ?? []}
      optionValue="categoryId"
      optionText={(c: SkuCategoryRecord) => `${c.categoryId} | ${c.name}`}
      isPending={isPending}
      emptyText={emptyText}
      emptyValue=""
    />
  );
}
