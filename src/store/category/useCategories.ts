import { categoryApi, type Category } from '../../contract/category';
import { useResult } from '../useApi';

/** The active categories with their pictures, for the home grid and /category. */
export function useCategories() {
  return useResult<Category[]>(categoryApi.list);
}
