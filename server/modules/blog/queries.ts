import type { Db } from '../../db/index.js';
import { editVersioned, type EditStamp, type Stale } from '../../db/versions.js';
import { newId } from '../../db/ids.js';
import { notPlacedYet } from '../../db/queries.js';
import type { BlogsTable } from '../../db/schema.js';
import type { Blog } from '../../../src/contract/blog.js';
import { sanitizeBlogBody } from './body.js';

/** Groups link rows by blog: blogId → the linked ids, in the rows' order. */
function group(rows: Array<{ blogId: string; id: string }>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.blogId, [...(map.get(r.blogId) ?? []), r.id]);
  return map;
}

const toBlog = ({ sortOrder: _place, ...r }: BlogsTable, tags: string[], types: string[]): Blog => ({
  ...r,
  blogTagId: tags,
  // The column's type leads; the links hold the rest (and the column's too, once 005 has run).
  blogTypeIds: [r.blogTypeId, ...types.filter((t) => t !== r.blogTypeId)],
});

/**
 * Every blog in the admin's order (issue 17 §5), each with the ids of its tags and types. Posts added
 * since the last reorder lead, newest first (before 018 every list was newest first).
 */
export async function listBlogs(db: Db): Promise<Blog[]> {
  const [rows, tagLinks, typeLinks] = await Promise.all([
    db.selectFrom('blogs').selectAll().orderBy(notPlacedYet, 'desc').orderBy('sortOrder').orderBy('createAt', 'desc').orderBy('_id').execute(),
    db.selectFrom('blog_tag_links').select(['blogId', 'blogTagId as id']).orderBy('blogTagId').execute(),
    db.selectFrom('blog_type_links').select(['blogId', 'blogTypeId as id']).orderBy('blogTypeId').execute(),
  ]);
  const tags = group(tagLinks);
  const types = group(typeLinks);
  return rows.map((r) => toBlog(r, tags.get(r._id) ?? [], types.get(r._id) ?? []));
}

export async function findBlog(db: Db, id: string): Promise<Blog | undefined> {
  const row = await db.selectFrom('blogs').selectAll().where('_id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [tags, types] = await Promise.all([
    db.selectFrom('blog_tag_links').select('blogTagId as id').where('blogId', '=', id).orderBy('blogTagId').execute(),
    db.selectFrom('blog_type_links').select('blogTypeId as id').where('blogId', '=', id).orderBy('blogTypeId').execute(),
  ]);
  return toBlog(row, tags.map((t) => t.id), types.map((t) => t.id));
}

export interface NewBlog {
  title: string;
  subTitle: string;
  url: string;
  /** HTML; sanitised here, so every writer stores the same clean form. */
  body: string;
  /** One type, or several: the first is the post's leading type. */
  blogTypeId: string | string[];
  blogTagId: string[];
}

const uniq = (ids: string | string[]) => [...new Set(Array.isArray(ids) ? ids : [ids])];

/** Replaces a blog's tag and type links (inside the caller's transaction). */
async function writeLinks(trx: Db, blogId: string, tags: string[], types: string[]): Promise<void> {
  await trx.deleteFrom('blog_tag_links').where('blogId', '=', blogId).execute();
  await trx.deleteFrom('blog_type_links').where('blogId', '=', blogId).execute();
  if (tags.length) await trx.insertInto('blog_tag_links').values(tags.map((blogTagId) => ({ blogId, blogTagId }))).execute();
  if (types.length) await trx.insertInto('blog_type_links').values(types.map((blogTypeId) => ({ blogId, blogTypeId }))).execute();
}

/** Stores a blog and its tag and type links in one transaction; `createAt` defaults to `now`. */
export async function insertBlog(db: Db, input: NewBlog, now: Date, createAt: Date = now): Promise<Blog> {
  const types = uniq(input.blogTypeId);
  if (!types.length) throw new Error('a blog needs a blog type');
  const row: BlogsTable = {
    _id: newId(),
    title: input.title,
    subTitle: input.subTitle,
    url: input.url,
    body: sanitizeBlogBody(input.body),
    blogTypeId: types[0],
    createAt: createAt.toISOString(),
    modifyAt: now.toISOString(),
  };
  const tags = uniq(input.blogTagId);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('blogs').values(row).execute();
    await writeLinks(trx, row._id, tags, types);
  });
  return (await findBlog(db, row._id))!;
}

/**
 * Rewrites a blog's text, links and (when given) picture, and stamps `modifyAt`; its creation time
 * stays. Undefined when there is no such blog; who changed it when the edit was based on an older version.
 */
export async function updateBlog(
  db: Db,
  id: string,
  input: Omit<NewBlog, 'url'> & { url?: string },
  now: Date,
  stamp: EditStamp,
): Promise<Blog | Stale | undefined> {
  const types = uniq(input.blogTypeId);
  if (!types.length) throw new Error('a blog needs a blog type');
  const changed = await editVersioned(db, 'blogs', id, stamp, async (trx) => {
    const r = await trx
      .updateTable('blogs')
      .set({
        title: input.title,
        subTitle: input.subTitle,
        body: sanitizeBlogBody(input.body),
        blogTypeId: types[0],
        modifyAt: now.toISOString(),
        ...(input.url !== undefined ? { url: input.url } : {}),
      })
      .where('_id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    await writeLinks(trx, id, uniq(input.blogTagId), types);
    return true;
  });
  return changed === true ? findBlog(db, id) : changed || undefined;
}

/** Deletes a blog and its links; answers the deleted record (for its picture), or undefined when there was none. */
export async function deleteBlog(db: Db, id: string): Promise<Blog | undefined> {
  return db.transaction().execute(async (trx) => {
    const existing = await findBlog(trx, id);
    if (!existing) return undefined;
    await writeLinks(trx, id, [], []);
    await trx.deleteFrom('blogs').where('_id', '=', id).execute();
    return existing;
  });
}

/** The first of `ids` that names no blog tag, if any. */
export async function unknownBlogTag(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('blog_tags').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

/** The first of `ids` that names no blog type, if any. */
export async function unknownBlogType(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('blog_types').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}
