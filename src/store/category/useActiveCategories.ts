import type { SkuCategory } from '../../contract/productSku';
import { useResult } from '../useApi';

export const activeCategoriesKey = '/product_sku/get_product_category_data_actived';

export interface NamedCategory {
  categoryId: string;
  name: string;
}

/**
 * The active categories (spec.md's CATEGORY dropdown). One record per category since migration 008:
 * the server answers the same rows as get_category_all, so the navbar and the home grid always agree.
 */
export function useActiveCategories(): { data: NamedCategory[] | undefined; error: unknown } {
  const { data, error } = useResult<SkuCategory[]>(activeCategoriesKey, { isActived: true });
  return { data, error };
}
