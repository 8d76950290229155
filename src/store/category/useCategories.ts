import type { Category } from '../../contract/category';
import { useResult } from '../useApi';

export const categoriesKey = '/category/get_category_all';

/** Every category, for the home grid, /category and the navbar dropdown. */
export function useCategories() {
  return useResult<Category[]>(categoriesKey);
}
