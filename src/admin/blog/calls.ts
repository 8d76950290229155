import { callApi, formData } from '../../api/client';
import { withVersion } from '../../dataProvider/version';
import { BLOG_SEARCH, blogApi, type Blog } from '../../contract/blog';
import { pagedList } from '../../dataProvider/crud';
import { withId, type ResourceCalls } from '../../dataProvider/types';
import { moveOnly, moveRow, type Placed } from '../common/DisplayOrder';

/**
 * A post as the Blog screen holds it: `blogTypeId` is the multi-select's value, every type of the post
 * (the wire's `blogTypeIds`), so the edit dialog opens with all of them chosen.
 */
export type BlogRecord = Placed<Omit<Blog, 'blogTypeId'> & { id: string; blogTypeId: string[] }>;
/** What the blog dialogs hold: the fields, the chosen tags and types, and (when chosen) a picture. */
type BlogInput = Partial<Pick<Blog, 'title' | 'subTitle' | 'body'>> & { blogTagId?: string[]; blogTypeId?: string[]; image?: File | null };

const toRecord = (b: Placed<Blog>): BlogRecord => ({ ...withId(b), blogTypeId: b.blogTypeIds });
const body = (input: BlogInput) =>
  formData({ title: input.title, subTitle: input.subTitle, body: input.body, blogTagId: input.blogTagId, blogTypeId: input.blogTypeId, image: input.image });

/** Every post, in the blog's order (the public list's): what a move reorders. */
async function listPosts(): Promise<BlogRecord[]> {
  const { data } = await callApi(blogApi.list);
  return data.result.map(toRecord);
}

/** The list's filter the server applies (issue 17 §1): the days the posts were written in. */
const FILTERS = ['dateFrom', 'dateTo'];

/** /admin_blog: the posts a page at a time (searched, sorted and filtered on the server), multipart add and edit (picture optional on edit), moves, delete. */
export const blogCalls: ResourceCalls<BlogRecord> = {
  list: async (params) => {
    const { data, total } = await pagedList<Placed<Blog>>(blogApi.list, params, BLOG_SEARCH, FILTERS);
    return { data: data.map(toRecord), total };
  },
  create: async (input) => {
    const { data } = await callApi(blogApi.add, { body: body(input as BlogInput) });
    return toRecord(data.result);
  },
  update: async (id, input) => {
    if (moveOnly(input)) return moveRow(listPosts, (ids) => callApi(blogApi.reorder, { body: { ids } }), id, input.position);
    const { data } = await callApi(blogApi.update, { params: { id }, body: withVersion(body(input as BlogInput), input) });
    return toRecord(data.result);
  },
  delete: async (id) => {
    await callApi(blogApi.delete, { params: { id } });
  },
  searchFields: [...BLOG_SEARCH],
};
