import { blogTagApi, type BlogTag } from '../../contract/blog';
import { crudCalls } from '../../dataProvider/crud';

export type BlogTagRecord = BlogTag & { id: string };

/** /admin_blog_tag: JSON add and rename; delete is refused with 404 while a blog carries the tag. */
export const blogTagCalls = crudCalls<BlogTag>(blogTagApi, (input) => ({ name: String(input.name ?? '') }), ['name']);
