import { callApi, formData } from '../../api/client';
import { blogTypeApi, type BlogType, type BlogTypeFields } from '../../contract/blog';
import { withId, type ResourceCalls } from '../../dataProvider/types';

export type BlogTypeRecord = BlogType & { id: string };
/** What the blog type dialogs hold: the name and, when chosen, a picture. */
type BlogTypeInput = Partial<BlogTypeFields> & { image?: File | null };

const body = (input: BlogTypeInput) => formData({ name: input.name, image: input.image });

/** /admin_blog_type: the public list, multipart add and edit (picture optional on edit), delete (refused with 404 while a blog is listed under it). */
export const blogTypeCalls: ResourceCalls<BlogTypeRecord> = {
  list: async () => {
    const { data } = await callApi(blogTypeApi.list);
    return data.result.map(withId);
  },
  create: async (input) => {
    const { data } = await callApi(blogTypeApi.add, { body: body(input as BlogTypeInput) });
    return withId(data.result);
  },
  update: async (id, input) => {
    const { data } = await callApi(blogTypeApi.update, { params: { id }, body: body(input as BlogTypeInput) });
    return withId(data.result);
  },
  delete: async (id) => {
    await callApi(blogTypeApi.delete, { params: { id } });
  },
  searchFields: ['name'],
};
