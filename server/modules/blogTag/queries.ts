import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { BlogTag } from '../../../src/contract/blog.js';
import { duplicateOr } from '../../db/unique.js';
import { claimVersion, type EditStamp, type Stale } from '../../db/versions.js';

export function listBlogTags(db: Db): Promise<BlogTag[]> {
  return db.selectFrom('blog_tags').select(['_id', 'name', 'version']).orderBy(sql`lower(name)`).orderBy('_id').execute();
}

function findBlogTag(db: Db, id: string): Promise<BlogTag | undefined> {
  return db.selectFrom('blog_tags').select(['_id', 'name', 'version']).where('_id', '=', id).executeTakeFirst();
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

/** Another tag already called `name` (case-insensitive), other than `exceptId`. */
async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('blog_tags').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Stores a tag as given (seeds); the admin's add goes through addBlogTag. */
export async function insertBlogTag(db: Db, input: { name: string }, now: Date): Promise<BlogTag> {
  const row = { _id: newId(), name: input.name, createAt: now.toISOString() };
  await db.insertInto('blog_tags').values(row).execute();
  return { _id: row._id, name: row.name, version: 1 };
}

/** Adds a tag, or answers 'duplicate' when the name is taken (checked in the same transaction). */
export function addBlogTag(db: Db, input: { name: string }, now: Date): Promise<BlogTag | 'duplicate'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => ((await nameTaken(trx, input.name)) ? 'duplicate' : insertBlogTag(trx, input, now))),
  );
}

/**
 * Renames a tag; undefined when gone, 'duplicate' on a taken name, who changed it when the edit was
 * based on an older version (nothing written).
 */
export function updateBlogTag(db: Db, id: string, input: { name: string }, stamp: EditStamp): Promise<BlogTag | 'duplicate' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      // Checked before the version is claimed: every early answer leaves the transaction unwritten.
      if (await nameTaken(trx, input.name, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'blog_tags', id, stamp);
      if (claimed === 'gone') return undefined;
      if (claimed !== 'ok') return claimed;
      await trx.updateTable('blog_tags').set({ name: input.name }).where('_id', '=', id).execute();
      return findBlogTag(trx, id);
    }),
  );
}

/** Deletes a tag no blog carries; otherwise answers how many blogs carry it (nothing deleted). One transaction. */
export function deleteBlogTag(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('blog_tag_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('blogTagId', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { deleted: false, usedBy: Number(used.n) };
    const r = await trx.deleteFrom('blog_tags').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}
