import { callApi } from '../../api/client';
import { blogTagApi, type BlogTag, type BlogTagFields } from '../../contract/blog';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type BlogTagRecord = BlogTag & { id: string };

const body = (input: Partial<BlogTagFields>): BlogTagFields => ({ name: String(input.name ?? '') });

/** /admin_blog_tag: the public list, JSON add and rename, delete (refused with 404 while a blog carries the tag). */
export const blogTagCalls: ResourceCalls<BlogTagRecord> = {
  list: async () => {
    const { data } = await callApi(blogTagApi.list);
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await callApi(blogTagApi.add, { body: body(input) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(blogTagApi.update, { params: { id }, body: body(input) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(blogTagApi.delete, { params: { id } });
  },
  searchFields: ['name'],
};
