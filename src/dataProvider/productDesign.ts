import { api, formData } from '../api/client';
import type { ProductDesign } from '../contract/productDesign';
import { withId, type ResourceCalls } from './types';

export type ProductDesignRecord = ProductDesign & { id: string };
/** What the design dialogs hold: the record's `icons` (sent as the payload's `icon`) and, when chosen, a picture. */
type ProductDesignInput = { name?: string; icons?: string; image?: File | null };

const body = (input: ProductDesignInput) => formData({ name: input.name, icon: input.icons ?? '', image: input.image });
const path = (id: unknown) => encodeURIComponent(String(id));

export const productDesignCalls: ResourceCalls<ProductDesignRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: ProductDesign[] }>('/product_design/get_product_design_data_all', { auth: 'admin' });
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: ProductDesign }>('/product_design/add_new_product_design', body(input as ProductDesignInput), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: ProductDesign }>(`/product_design/update_product_design_by_id/${path(id)}`, body(input as ProductDesignInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/product_design/delete_product_design_by_id/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['name', 'icons'],
};
