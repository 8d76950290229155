import { api, formData } from '../api/client';
import type { SubProduct, SubProductFields } from '../contract/subProduct';
import { withId, type ResourceCalls } from './types';

export type SubProductRecord = SubProduct & { id: string };
type SubProductInput = Partial<Omit<SubProductFields, 'productId'>> & { productId?: string[]; image?: File | null };

const body = (input: SubProductInput) => formData({ productId: input.productId, code: input.code, name: input.name, article: input.article ?? '', image: input.image });
const path = (id: unknown) => encodeURIComponent(String(id));

export const subProductCalls: ResourceCalls<SubProductRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: SubProduct[] }>('/sub_product/get_sub_product_all', { auth: 'admin' });
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: SubProduct }>('/sub_product/add_new_sub_product', body(input as SubProductInput), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: SubProduct }>(`/sub_product/update_sub_product_by_id/${path(id)}`, body(input as SubProductInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/sub_product/delete_sub_product_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['code', 'name', 'article'],
};
