import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { BlogsTable } from '../../db/schema.js';
import { sanitizeRich } from '../../plugins/html.js';
import type { Blog } from '../../../src/contract/blog.js';

/** Every blog, newest first, each with the ids of its tags. */
export async function listBlogs(db: Db): Promise<Blog[]> {
  const [rows, links] = await Promise.all([
    db.selectFrom('blogs').selectAll().orderBy('createAt', 'desc').orderBy('_id').execute(),
    db.selectFrom('blog_tag_links').select(['blogId', 'blogTagId']).orderBy('blogTagId').execute(),
  ]);
  const tags = new Map<string, string[]>();
  for (const l of links) tags.set(l.blogId, [...(tags.get(l.blogId) ?? []), l.blogTagId]);
  return rows.map((r) => ({ ...r, blogTagId: tags.get(r._id) ?? [] }));
}

export interface NewBlog {
  title: string;
  subTitle: string;
  url: string;
  /** HTML; sanitised here, so every writer stores the same clean form. */
  body: string;
  blogTypeId: string;
  blogTagId: string[];
}

/** Stores a blog and its tag links in one transaction; `createAt` defaults to `now`. */
export async function insertBlog(db: Db, input: NewBlog, now: Date, createAt: Date = now): Promise<Blog> {
  const row: BlogsTable = {
    _id: newId(),
    title: input.title,
    subTitle: input.subTitle,
    url: input.url,
    body: sanitizeRich(input.body),
    blogTypeId: input.blogTypeId,
    createAt: createAt.toISOString(),
    modifyAt: now.toISOString(),
  };
  const blogTagId = [...new Set(input.blogTagId)];
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('blogs').values(row).execute();
    if (blogTagId.length) {
      await trx.insertInto('blog_tag_links').values(blogTagId.map((t) => ({ blogId: row._id, blogTagId: t }))).execute();
    }
  });
  return { ...row, blogTagId };
}
