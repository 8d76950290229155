import type { ParentSku, Sku } from '../../contract/productSku';
import { useResult } from '../useApi';

/** spec.md: the type segment is CATEGORY (the default) or PRODUCTTYPE, in any case. */
export function isProductType(type: string | undefined): boolean {
  return type?.toUpperCase() === 'PRODUCTTYPE';
}

/** The active parent SKUs of a category, or of a product type when `type` is PRODUCTTYPE. */
export function useParentSkus(type: string | undefined, id: string | undefined) {
  const byType = isProductType(type);
  return useResult<ParentSku[]>(
    id ? (byType ? '/product_sku/get_product_parents_sku_data_by_product_type_actived' : '/product_sku/get_product_parents_sku_data_by_category_id_actived') : null,
    byType ? { productType: id, isActived: true } : { categoryId: id, isActived: true },
  );
}

/** One parent SKU by its code: the call answers [] or [that parent SKU]. */
export function useParentSku(parentsSku: string | undefined) {
  return useResult<ParentSku[]>(parentsSku ? '/product_sku/get_product_parents_sku_data_by_parents_sku' : null, { parentsSku });
}

/** The active colour SKUs of a parent SKU. */
export function useColours(parentsSku: string | undefined) {
  return useResult<Sku[]>(parentsSku ? '/product_sku/get_product_sku_data_by_parents_sku_actived' : null, { parentsSku, isActived: true });
}
