import { api, formData } from '../api/client';
import type { BlogType, BlogTypeFields } from '../contract/blog';
import { withId, type ResourceCalls } from './types';

export type BlogTypeRecord = BlogType & { id: string };
/** What the blog type dialogs hold: the name and, when chosen, a picture. */
type BlogTypeInput = Partial<BlogTypeFields> & { image?: File | null };

const body = (input: BlogTypeInput) => formData({ name: input.name, image: input.image });
const path = (id: unknown) => encodeURIComponent(String(id));

/** /admin_blog_type: the public list, multipart add and edit (picture optional on edit), delete (refused with 404 while a blog is listed under it). */
export const blogTypeCalls: ResourceCalls<BlogTypeRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: BlogType[] }>('/blog_type/get_blog_type_all');
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: BlogType }>('/blog_type/add_new_blog_type', body(input as BlogTypeInput), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: BlogType }>(`/blog_type/update_blog_type_by_id/${path(id)}`, body(input as BlogTypeInput), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/blog_type/delete_blog_type/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['name'],
};
