import { api, formData } from '../api/client';
import type { Product, ProductFields } from '../contract/product';
import { withId, type ResourceCalls } from './types';

export type ProductRecord = Product & { id: string };
/** What the product dialogs hold: the fields (compositions as chosen names) and, when chosen, a picture. */
type ProductInput = Partial<Omit<ProductFields, 'composition'>> & { composition?: string | string[]; image?: File | null };

/** The record's composition text ('Cotton 100%, Spandex 2%') as the names the multi-select holds. */
const compositionNames = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

const body = (input: ProductInput) =>
  formData({
    categoryId: input.categoryId as string[] | undefined,
    productType: input.productType as string[] | undefined,
    composition: typeof input.composition === 'string' ? compositionNames(input.composition) : input.composition,
    code: input.code,
    name: input.name,
    construction: input.construction ?? '',
    density: input.density ?? '',
    weaving: input.weaving ?? '',
    width: input.width,
    discription: input.discription ?? '',
    image: input.image,
  });
const path = (id: unknown) => encodeURIComponent(String(id));

export const productCalls: ResourceCalls<ProductRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: Product[] }>('/product/get_product_all');
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: Product }>('/product/add_new_product', body(input as ProductInput), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: Product }>(`/product/update_product_by_id/${path(id)}`, body(input as ProductInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/product/delete_product_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['code', 'name', 'composition', 'weaving'],
};
