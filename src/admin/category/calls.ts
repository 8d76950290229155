import { callApi } from '../../api/client';
import { categoryApi } from '../../contract/category';
import { categoryForm, deleteCategory, listAllCategories, updateCategory, type CategoryInput } from '../common/skuCategoryCalls';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import type { Category } from '../../contract/category';
import { moveOnly, moveRow, placed, type Placed } from '../common/DisplayOrder';

export type CategoryRecord = Placed<Category & { id: string }>;

/** Every category, active or not, in the storefront's order. */
const listCategories = async (): Promise<CategoryRecord[]> => placed(await listAllCategories());

/**
 * /admin_category. Its rows are the SKU categories' rows (one record per categoryId), listed by the
 * admin call so switched-off categories show too; the public get_category_all carries active ones only.
 */
export const categoryCalls: ResourceCalls<CategoryRecord> = {
  list: listCategories,
  create: async (input) => {
    const { data } = await callApi(categoryApi.add, { body: categoryForm(input as CategoryInput) });
    return withId(data.result);
  },
  /** The dialog's fields, the Active switch, or (the Order column) only `position`: the reorder call. */
  update: (id, input) =>
    moveOnly(input) ? moveRow(listCategories, (ids) => callApi(categoryApi.reorder, { body: { ids } }), id, input.position) : updateCategory(id, input),
  delete: deleteCategory,
  searchFields: ['name', 'discription', 'categoryId'],
};
