import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { BlogTag } from '../../../src/contract/blog.js';

export function listBlogTags(db: Db): Promise<BlogTag[]> {
  return db.selectFrom('blog_tags').select(['_id', 'name']).orderBy('name').orderBy('_id').execute();
}

/** Every (blog, tag) pair, tags in name order within a blog. */
export function listBlogTagLinks(db: Db): Promise<Array<BlogTag & { blogId: string }>> {
  return db
    .selectFrom('blog_tag_links')
    .innerJoin('blog_tags', 'blog_tags._id', 'blog_tag_links.blogTagId')
    .select(['blog_tag_links.blogId', 'blog_tags._id', 'blog_tags.name'])
    .orderBy('blog_tag_links.blogId')
    .orderBy('blog_tags.name')
    .execute();
}

export async function insertBlogTag(db: Db, input: { name: string }, now: Date): Promise<BlogTag> {
  const row = { _id: newId(), name: input.name, createAt: now.toISOString() };
  await db.insertInto('blog_tags').values(row).execute();
  return { _id: row._id, name: row.name };
}
