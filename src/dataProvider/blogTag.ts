import { api } from '../api/client';
import type { BlogTag, BlogTagFields } from '../contract/blog';
import { withId, type ResourceCalls } from './types';

export type BlogTagRecord = BlogTag & { id: string };

const path = (id: unknown) => encodeURIComponent(String(id));
const body = (input: Partial<BlogTagFields>): BlogTagFields => ({ name: String(input.name ?? '') });

/** /admin_blog_tag: the public list, JSON add and rename, delete (refused with 404 while a blog carries the tag). */
export const blogTagCalls: ResourceCalls<BlogTagRecord> = {
  list: async () => {
    const { data } = await api.get<{ result: BlogTag[] }>('/blog_tag/get_blog_tag_all');
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await api.post<{ result: BlogTag }>('/blog_tag/add_new_blog_tag', body(input), { auth: 'admin' });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await api.post<{ result: BlogTag }>(`/blog_tag/update_blog_tag_by_id/${path(id)}`, body(input), { auth: 'admin' });
    return withId(data.result);
  },
  delete: async (id) => {
    await api.delete(`/blog_tag/delete_blog_tag/${path(id)}`, { auth: 'admin' });
  },
  searchFields: ['name'],
};
