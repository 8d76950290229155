import type { GetListParams, Identifier } from 'react-admin';
import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { categoryApi, type CategoryFields } from '../../contract/category';
import { type SkuCategory } from '../../contract/productSku';
import { CATEGORY_SEARCH, productSkuAdminApi } from '../../contract/productSkuAdmin';
import { pagedList } from '../../dataProvider/crud';
import type { Placed } from './DisplayOrder';
import { statusOnly, withId, type ResourceCalls } from '../../dataProvider/types';

export type SkuCategoryRecord = Placed<SkuCategory & { id: string }>;

/** Every category, active or not (the same rows as /admin_category), in the storefront's order: what a move reorders. */
export async function listAllCategories(): Promise<SkuCategoryRecord[]> {
  const { data } = await callApi(productSkuAdminApi.categories);
  return data.result.map(withId);
}

/** The categories a page at a time, searched, sorted and filtered by Active on the server (issue 17 §1). */
export const pagedCategories = (params: GetListParams) => pagedList<Placed<SkuCategory>>(productSkuAdminApi.categories, params, CATEGORY_SEARCH, ['isActived']);

/** Switches a category on or off: it shows, or hides, everywhere public at once. */
export async function setCategoryStatus(id: string, status: boolean): Promise<SkuCategoryRecord> {
  const { data } = await callApi(productSkuAdminApi.setCategoryStatus, { body: { _id: id, status } });
  return withId(data.result);
}

/** What the category dialogs send: the text fields and, when chosen, a new picture. */
export type CategoryInput = Omit<CategoryFields, 'alwaysShown'> & { alwaysShown?: boolean | string; image?: File | null };

export const categoryForm = (input: Partial<CategoryInput>) =>
  formData({
    name: input.name,
    discription: input.discription ?? '',
    categoryId: input.categoryId,
    alwaysShown: input.alwaysShown === undefined ? undefined : String(Boolean(input.alwaysShown)),
    image: input.image,
  });

/** A category's Active switch, or its edit dialog's fields (the same rows on /admin_category and Category SKU). */
export async function updateCategory(id: Identifier, input: Record<string, unknown>): Promise<SkuCategoryRecord> {
  if (statusOnly(input)) return setCategoryStatus(String(id), input.isActived);
  const { data } = await callApi(categoryApi.update, { params: { id }, body: withVersion(categoryForm(input as Partial<CategoryInput>), input) });
  return withId(data.result);
}

/** Deletes a category; the server refuses (409) while parent SKUs are in it. */
export async function deleteCategory(id: Identifier): Promise<void> {
  await callApi(categoryApi.delete, { params: { id } });
}

/** The bulk calls the category screens share: the selected categories switched on or off, or deleted, all or none. */
export const categoryBulkCalls: Pick<ResourceCalls<SkuCategoryRecord>, 'updateMany' | 'deleteMany'> = {
  updateMany: async (ids, input) => {
    await callApi(productSkuAdminApi.setCategoryStatusBulk, { body: { ids: ids.map(String), status: Boolean(input.isActived) } });
  },
  deleteMany: async (ids) => {
    await callApi(productSkuAdminApi.deleteCategoryBulk, { body: { ids: ids.map(String) } });
  },
};

/**
 * Category SKU: the list paged on the server; an update is the Actived switch or the edit dialog; the
 * bulk calls take the selected categories, all or none.
 */
export const productCategorySkuCalls: ResourceCalls<SkuCategoryRecord> = {
  list: pagedCategories,
  update: updateCategory,
  delete: deleteCategory,
  ...categoryBulkCalls,
  searchFields: [...CATEGORY_SEARCH],
};
