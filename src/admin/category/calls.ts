import { callApi } from '../../api/client';
import { categoryApi } from '../../contract/category';
import { categoryBulkCalls, categoryForm, deleteCategory, listAllCategories, pagedCategories, updateCategory, type CategoryInput } from '../common/skuCategoryCalls';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import type { Category } from '../../contract/category';
import { moveOnly, moveRow, type Placed } from '../common/DisplayOrder';
import { CATEGORY_SEARCH } from '../../contract/productSkuAdmin';

export type CategoryRecord = Placed<Category & { id: string }>;


/**
 * /admin_category. Its rows are the SKU categories' rows (one record per categoryId), listed by the
 * admin call so switched-off categories show too; the public get_category_all carries active ones only.
 */
export const categoryCalls: ResourceCalls<CategoryRecord> = {
  list: pagedCategories,
  create: async (input) => {
    const { data } = await callApi(categoryApi.add, { body: categoryForm(input as CategoryInput) });
    return withId(data.result);
  },
  /** The dialog's fields, the Active switch, or (the Order column) only `position`: the reorder call. */
  update: (id, input) =>
    moveOnly(input) ? moveRow(listAllCategories, (ids) => callApi(categoryApi.reorder, { body: { ids } }), id, input.position) : updateCategory(id, input),
  delete: deleteCategory,
  /** The selected categories switched on or off, or deleted, in one call each (all or none). */
  ...categoryBulkCalls,
  searchFields: [...CATEGORY_SEARCH],
};
