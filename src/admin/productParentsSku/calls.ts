import { callApi } from '../../api/client';
import { PARENT_SKU_SORTS, type ParentSku, type ParentSkuListBody, type ParentSkuSort } from '../../contract/productSku';
import { productSkuAdminApi } from '../../contract/productSkuAdmin';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type ParentSkuRecord = ParentSku & { id: string };

/** Product Parents SKU: one server page per list call (search by parent SKU); an update is the Active switch. */
export const productParentsSkuCalls: ResourceCalls<ParentSkuRecord> = {
  list: async (params) => {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const field = params.sort?.field;
    const sort = (PARENT_SKU_SORTS as readonly string[]).includes(field ?? '') ? (field as ParentSkuSort) : undefined;
    const body: ParentSkuListBody = {
      keyword: typeof filter.q === 'string' ? filter.q.trim() : '',
      ...(typeof filter.categoryId === 'string' && filter.categoryId ? { categoryId: filter.categoryId } : {}),
      ...(typeof filter.isActived === 'boolean' ? { isActived: filter.isActived } : {}),
      page: params.pagination?.page ?? 1,
      perPage: params.pagination?.perPage ?? 25,
      ...(sort ? { sort, order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' } : {}),
    };
    const { data } = await callApi(productSkuAdminApi.parents, { body });
    return { data: data.result.map(withId), total: data.total };
  },
  update: async (id, input, previous) => {
    const { data } = await callApi(productSkuAdminApi.setParentStatus, { body: { _id: String(id), status: Boolean(input.isActived) } });
    return { ...(previous as ParentSkuRecord), ...withId(data.result) };
  },
};
