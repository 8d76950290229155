import { api, formData } from '../api/client';
import type { ProductType, ProductTypeFields } from '../contract/productType';
import { withId, type ResourceCalls } from './types';

export type ProductTypeRecord = ProductType & { id: string };
/** What the product type dialogs hold: the name and, when chosen, a picture. */
type ProductTypeInput = Partial<ProductTypeFields> & { image?: File | null };

const body = (input: ProductTypeInput) => formData({ name: input.name, image: input.image });
const path = (id: unknown) => encodeURIComponent(String(id));

export const productTypeCalls: ResourceCalls<ProductTypeRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: ProductType[] }>('/product_type/get_product_type_all');
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: ProductType }>('/product_type/add_new_product_type/', body(input as ProductTypeInput), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: ProductType }>(`/product_type/update_product_type_by_id/${path(id)}`, body(input as ProductTypeInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/product_type/delete_product_type_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['name'],
};
