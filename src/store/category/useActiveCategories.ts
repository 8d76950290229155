import type { SkuCategory } from '../../contract/productSku';
import { useResult } from '../useApi';
import { useCategories } from './useCategories';

export const activeCategoriesKey = '/product_sku/get_product_category_data_actived';

export interface NamedCategory {
  categoryId: string;
  name: string;
}

/**
 * The active categories (spec.md's CATEGORY dropdown), named as the Category records name them when
 * one shares the categoryId, else by the SKU category's own name.
 */
export function useActiveCategories(): { data: NamedCategory[] | undefined; error: unknown } {
  const active = useResult<SkuCategory[]>(activeCategoriesKey, { isActived: true });
  const categories = useCategories();
  if (!active.data) return { data: undefined, error: active.error };
  const names = new Map((categories.data ?? []).map((c) => [c.categoryId, c.name]));
  return {
    data: active.data.map((c) => ({ categoryId: c.categoryId, name: names.get(c.categoryId) ?? c.name })),
    error: active.error,
  };
}
