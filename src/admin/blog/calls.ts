import { callApi, formData } from '../../api/client';
import { blogApi, type Blog } from '../../contract/blog';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { moveOnly, moveRow, placed, type Placed } from '../common/DisplayOrder';

/**
 * A post as the Blog screen holds it: `blogTypeId` is the multi-select's value, every type of the post
 * (the wire's `blogTypeIds`), so the edit dialog opens with all of them chosen.
 */
export type BlogRecord = Placed<Omit<Blog, 'blogTypeId'> & { id: string; blogTypeId: string[] }>;
/** What the blog dialogs hold: the fields, the chosen tags and types, and (when chosen) a picture. */
type BlogInput = Partial<Pick<Blog, 'title' | 'subTitle' | 'body'>> & { blogTagId?: string[]; blogTypeId?: string[]; image?: File | null };

const toRecord = (b: Blog): BlogRecord => ({ ...withId(b), blogTypeId: b.blogTypeIds });
const body = (input: BlogInput) =>
  formData({ title: input.title, subTitle: input.subTitle, body: input.body, blogTagId: input.blogTagId, blogTypeId: input.blogTypeId, image: input.image });

/** Every post, in the blog's order (the public list's). */
async function listPosts(): Promise<BlogRecord[]> {
  const { data } = await callApi(blogApi.list);
  return placed(data.result.map(toRecord));
}

/** /admin_blog: every post (the public list), multipart add and edit (picture optional on edit), moves, delete. */
export const blogCalls: ResourceCalls<BlogRecord> = {
  list: listPosts,
  create: async (input) => {
    const { data } = await callApi(blogApi.add, { body: body(input as BlogInput) });
    return toRecord(data.result);
  },
  update: async (id, input) => {
    if (moveOnly(input)) return moveRow(listPosts, (ids) => callApi(blogApi.reorder, { body: { ids } }), id, input.position);
    const { data } = await callApi(blogApi.update, { params: { id }, body: body(input as BlogInput) });
    return toRecord(data.result);
  },
  delete: async (id) => {
    await callApi(blogApi.delete, { params: { id } });
  },
  searchFields: ['title', 'subTitle'],
};
