import { productSkuApi, type SkuCategory } from '../../contract/productSku';
import { useResult } from '../useApi';

/** The call and body of the active categories' read (also preloaded at start-up). */
export const activeCategoriesCall = [productSkuApi.categoriesActive, { body: { isActived: true } }] as const;

export interface NamedCategory {
  categoryId: string;
  name: string;
}

/**
 * The active categories (spec.md's CATEGORY dropdown). One record per category since migration 008:
 * the server answers the same rows as get_category_all, so the navbar and the home grid always agree.
 */
export function useActiveCategories(): { data: NamedCategory[] | undefined; error: unknown } {
  const { data, error } = useResult<SkuCategory[]>(...activeCategoriesCall);
  return { data, error };
}
