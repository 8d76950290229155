import { sql } from 'kysely';
import type { Db } from './index.js';

/** The tables whose rows carry a version (022_record_versions, 026_record_versions_everywhere). */
export type VersionedTable =
  | 'product_types'
  | 'product_designs'
  | 'product_compositions'
  | 'blog_types'
  | 'blog_tags'
  | 'categories'
  | 'parent_skus'
  | 'skus'
  | 'sliders'
  | 'blogs'
  | 'admin_members'
  | 'contact_us'
  | 'search_synonyms'
  | 'admins'
  | 'contact_forms';

/** Who saves, and (when the client sent it) the version the edit was based on. */
export interface EditStamp {
  adminId: string;
  /** Absent: a client that sends no version (spec.md's bodies have none) saves as before. */
  version?: number;
  now: string;
}

/** Who writes and when, for a write that moves versions on without checking one (nextVersion). */
export type VersionStamp = Pick<EditStamp, 'now'> & { adminId: string | null };

/** The row moved on since the edit was based on it: who saved it last and when (null for rows older than versions). */
export interface Stale {
  stale: { by: string | null; at: string | null; version: number };
}

/**
 * Claims the row's next version inside the edit's transaction, before the edit writes: one
 * `update … set version = version + 1 … where _id = ? and version = ?`. On PostgreSQL the update
 * holds the row until the transaction ends, so a second save based on the same version waits and then
 * matches nothing; SQLite runs one write transaction at a time. Answers 'ok', 'gone' (no such row) or
 * who changed it (the caller refuses the save; its transaction writes nothing).
 */
export async function claimVersion(trx: Db, table: VersionedTable, id: string, stamp: EditStamp): Promise<'ok' | 'gone' | Stale> {
  let q = trx
    .updateTable(table)
    .set({ version: sql<number>`"version" + 1`, updatedAt: stamp.now, updatedBy: stamp.adminId })
    .where('_id', '=', id);
  if (stamp.version !== undefined) q = q.where('version', '=', stamp.version);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return 'ok';
  return staleOf(trx, table, id);
}

/**
 * Who saved a versioned row last and when, and its version (what a refused save's 409 names; null for
 * rows older than versions), or 'gone' when there is no such row. A colour's prices (`sku_prices`,
 * migration 033) are keyed by `skuId`.
 */
export async function staleOf(trx: Db, table: VersionedTable | 'sku_prices', id: string): Promise<'gone' | Stale> {
  const key = table === 'sku_prices' ? 't.skuId' : 't._id';
  const row = await trx
    .selectFrom(`${table} as t` as 'product_types as t')
    .leftJoin('admins as a', 'a._id', 't.updatedBy')
    .select(['t.version', 't.updatedAt', 'a.fullName', 'a.email'])
    .where(key as 't._id', '=', id)
    .executeTakeFirst();
  if (!row) return 'gone';
  const by = row.fullName && row.email ? `${row.fullName} (${row.email})` : row.fullName || row.email || null;
  return { stale: { by, at: row.updatedAt, version: Number(row.version) } };
}

export const isStale = (v: unknown): v is Stale => typeof v === 'object' && v !== null && 'stale' in v;

/**
 * What moves a row's version on without an edit dialog's version to check (a switch, a bulk change, an
 * import): spread into the write's `set`, so an edit dialog opened before it is refused instead of
 * undoing it.
 */
export const nextVersion = (stamp: VersionStamp) => ({
  version: sql<number>`"version" + 1`,
  updatedAt: stamp.now,
  updatedBy: stamp.adminId,
});

/**
 * An edit of one versioned row in a transaction of its own: claims the version (claimVersion), then
 * `write`s. undefined when there is no such row; who changed it when the edit was based on an older
 * version (nothing written). A `write` that throws rolls the claim back with it.
 */
export function editVersioned<T>(db: Db, table: VersionedTable, id: string, stamp: EditStamp, write: (trx: Db) => Promise<T>): Promise<T | Stale | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimVersion(trx, table, id, stamp);
    if (claimed === 'gone') return undefined;
    if (claimed !== 'ok') return claimed;
    return write(trx);
  });
}
