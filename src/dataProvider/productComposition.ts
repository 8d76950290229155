import { api } from '../api/client';
import type { ProductComposition } from '../contract/productComposition';
import { withId, type ResourceCalls } from './types';

export type ProductCompositionRecord = ProductComposition & { id: string };

const path = (id: unknown) => encodeURIComponent(String(id));
const body = (input: Partial<ProductComposition>) => ({ name: input.name ?? '' });

export const productCompositionCalls: ResourceCalls<ProductCompositionRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: ProductComposition[] }>('/product_composistion/get_product_composition_all', { auth: 'admin' });
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: ProductComposition }>('/product_composistion/add_new_product_composition', body(input), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: ProductComposition }>(`/product_composistion/update_product_composition_by_id/${path(id)}`, body(input), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/product_composistion/delete_product_composition_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['name'],
};
