import { sql } from 'kysely';
import type { Db } from './index.js';

/** The tables whose rows carry a version (022_record_versions). */
export type VersionedTable = 'product_types' | 'product_designs' | 'product_compositions' | 'blog_types' | 'blog_tags';

/** Who saves, and (when the client sent it) the version the edit was based on. */
export interface EditStamp {
  adminId: string;
  /** Absent: a client that sends no version (spec.md's bodies have none) saves as before. */
  version?: number;
  now: string;
}

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
  const row = await trx
    .selectFrom(`${table} as t` as 'product_types as t')
    .leftJoin('admins as a', 'a._id', 't.updatedBy')
    .select(['t.version', 't.updatedAt', 'a.fullName', 'a.email'])
    .where('t._id', '=', id)
    .executeTakeFirst();
  if (!row) return 'gone';
  const by = row.fullName && row.email ? `${row.fullName} (${row.email})` : row.fullName || row.email || null;
  return { stale: { by, at: row.updatedAt, version: Number(row.version) } };
}

export const isStale = (v: unknown): v is Stale => typeof v === 'object' && v !== null && 'stale' in v;
