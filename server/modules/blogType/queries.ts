import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { BlogType } from '../../../src/contract/blog.js';
import { duplicateOr } from '../../db/unique.js';
import { claimVersion, type EditStamp, type Stale } from '../../db/versions.js';

const columns = ['_id', 'name', 'url', 'version'] as const;

export function listBlogTypes(db: Db): Promise<BlogType[]> {
  return db.selectFrom('blog_types').select(columns).orderBy('createAt').orderBy('name').execute();
}

export function findBlogType(db: Db, id: string): Promise<BlogType | undefined> {
  return db.selectFrom('blog_types').select(columns).where('_id', '=', id).executeTakeFirst();
}

/** Another type already called `name` (case-insensitive), other than `exceptId`. */
async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('blog_types').select('_id').where(sql<string>`lower(name)`, '=', foldCase(name));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Stores a blog type as given (seeds); the admin's add goes through addBlogType. */
export async function insertBlogType(db: Db, input: { name: string; url: string }, now: Date): Promise<BlogType> {
  const row = { _id: newId(), name: input.name, url: input.url, createAt: now.toISOString() };
  await db.insertInto('blog_types').values(row).execute();
  return { _id: row._id, name: row.name, url: row.url, version: 1 };
}

/** Adds a blog type, or answers 'duplicate' when the name is taken (checked in the same transaction). */
export function addBlogType(db: Db, input: { name: string; url: string }, now: Date): Promise<BlogType | 'duplicate'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => ((await nameTaken(trx, input.name)) ? 'duplicate' : insertBlogType(trx, input, now))),
  );
}

/** Renames a blog type and (when given) replaces its picture; undefined when gone, 'duplicate' on a taken name. */
export function updateBlogType(db: Db, id: string, input: { name: string; url?: string }, stamp: EditStamp): Promise<BlogType | 'duplicate' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      // Checked before the version is claimed: every early answer leaves the transaction unwritten.
      if (await nameTaken(trx, input.name, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'blog_types', id, stamp);
      if (claimed === 'gone') return undefined;
      if (claimed !== 'ok') return claimed;
      await trx
        .updateTable('blog_types')
        .set({ name: input.name, ...(input.url !== undefined ? { url: input.url } : {}) })
        .where('_id', '=', id)
        .execute();
      return findBlogType(trx, id);
    }),
  );
}

/** Deletes a blog type no blog is listed under; otherwise answers how many are (nothing deleted). One transaction. */
export function deleteBlogType(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    // blogs.blogTypeId is always among a blog's links; both are counted in case an old row lacks its link.
    const used = await trx
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('blogTypeId', '=', id), eb('_id', 'in', eb.selectFrom('blog_type_links').select('blogId').where('blogTypeId', '=', id))]))
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { deleted: false, usedBy: Number(used.n) };
    const r = await trx.deleteFrom('blog_types').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}
