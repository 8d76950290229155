import { api } from '../api/client';
import { PARENT_SKU_SORTS, type ParentSku, type ParentSkuListBody, type ParentSkuPage, type ParentSkuSort } from '../contract/productSku';
import { withId, type ResourceCalls } from './types';

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
    const { data } = await api.post<ParentSkuPage>('/product_sku/get_product_parents_sku_data_all', body, { auth: 'admin' });
    return { data: data.result.map(withId), total: data.total };
  },
  update: async (id, input, previous) => {
    const { data } = await api.post<{ result: ParentSku }>('/product_sku/update_product_parents_sku_status', { _id: String(id), status: Boolean(input.isActived) }, { auth: 'admin' });
    return { ...(previous as ParentSkuRecord), ...withId(data.result) };
  },
};
