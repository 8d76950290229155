import { callApi } from '../../api/client';
import { categoryApi } from '../../contract/category';
import { categoryForm, deleteCategory, listAllCategories, updateCategory, type CategoryInput } from '../common/skuCategoryCalls';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import type { Category } from '../../contract/category';

export type CategoryRecord = Category & { id: string };

/**
 * /admin_category. Its rows are the SKU categories' rows (one record per categoryId), listed by the
 * admin call so switched-off categories show too; the public get_category_all carries active ones only.
 */
export const categoryCalls: ResourceCalls<CategoryRecord> = {
  list: listAllCategories,
  create: async (input) => {
    const { data } = await callApi(categoryApi.add, { body: categoryForm(input as CategoryInput) });
    return withId(data.result);
  },
  update: updateCategory,
  delete: deleteCategory,
  searchFields: ['name', 'discription', 'categoryId'],
};
