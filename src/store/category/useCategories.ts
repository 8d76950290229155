import type { Category } from '../../contract/category';
import { useResult } from '../useApi';

export const categoriesKey = '/category/get_category_all';

/** The active categories with their pictures, for the home grid and /category. */
export function useCategories() {
  return useResult<Category[]>(categoriesKey);
}
