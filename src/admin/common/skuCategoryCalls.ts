import { callApi } from '../../api/client';
import { type SkuCategory } from '../../contract/productSku';
import { productSkuAdminApi } from '../../contract/productSkuAdmin';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type SkuCategoryRecord = SkuCategory & { id: string };

/** Every category, active or not (the same rows as /admin_category). */
export async function listAllCategories(): Promise<SkuCategoryRecord[]> {
  const { data } = await callApi(productSkuAdminApi.categories);
  return data.result.map(withId);
}

/** Switches a category on or off: it shows, or hides, everywhere public at once. */
export async function setCategoryStatus(id: string, status: boolean): Promise<SkuCategoryRecord> {
  const { data } = await callApi(productSkuAdminApi.setCategoryStatus, { body: { _id: id, status } });
  return withId(data.result);
}

/** Category SKU: the whole (short) list, sorted and searched in the browser; an update is the Actived switch. */
export const productCategorySkuCalls: ResourceCalls<SkuCategoryRecord> = {
  list: listAllCategories,
  update: (id, input) => setCategoryStatus(String(id), Boolean(input.isActived)),
  searchFields: ['categoryId', 'name'],
};
