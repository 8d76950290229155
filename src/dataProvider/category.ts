import { api, formData } from '../api/client';
import type { Category } from '../contract/category';
import { withId, type ResourceCalls } from './types';

export type CategoryRecord = Category & { id: string };

export const categoryCalls: ResourceCalls<CategoryRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: Category[] }>('/category/get_category_all');
    return data.result.map(withId);
  },
  create: async (input) => {
    const body = formData({ name: input.name as string, discription: (input.discription as string) ?? '', image: input.image as File });
    const { data } = await api.post<{ result: Category }>('/category/add_new_category', body, { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/category/delete_category_by_id/${encodeURIComponent(String(id))}`, { auth: 'admin' });
  },
  searchFields: ['name', 'discription', 'categoryId'],
};
