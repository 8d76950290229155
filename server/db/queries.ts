import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './index.js';

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named by `key`, taken on one connection kept for
 * the purpose, so that instances starting together on one database take turns (the others wait).
 * SQLite serves one process, so there `fn` simply runs.
 */
export async function withDatabaseLock<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return fn();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Whether a picture is still shown by some product (parent SKU) or colour (SKU): catalogue pictures may
 * be shared (the demo seed's swatches, a sheet naming one photo for several rows), so the product and
 * sub product calls remove a replaced or deleted one only when nothing else shows it.
 */
export async function pictureInUse(db: Db, url: string): Promise<boolean> {
  const [parent, sku] = await Promise.all([
    db.selectFrom('parent_skus').select('_id').where('path', '=', url).executeTakeFirst(),
    db.selectFrom('skus').select('_id').where('path', '=', url).executeTakeFirst(),
  ]);
  return parent !== undefined || sku !== undefined;
}

/** The tables an admin puts in order (migration 018's `sortOrder`). */
export type OrderedTable = 'sliders' | 'categories' | 'blogs';

/**
 * Sorts placed rows before rows not placed yet (sortOrder 0: added since the last reorder); with
 * 'desc', rows not placed yet come first (blog posts: a new post leads the list). Then by `sortOrder`.
 */
export const notPlacedYet = sql<boolean>`"sortOrder" = 0`;

/** Why an order cannot be written: an id named twice, one that is not there, or rows left out. */
export type OrderProblem = { twice: string } | { unknown: string } | { missing: string[] };

/**
 * Writes the order of every row of `table`: `ids` must name each row exactly once, and the first
 * becomes 1. Nothing is written when it does not (a row added or deleted meanwhile shows as a problem).
 */
export async function writeOrder(db: Db, table: OrderedTable, ids: string[]): Promise<OrderProblem | undefined> {
  return db.transaction().execute(async (trx) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) return { twice: id };
      seen.add(id);
    }
    const stored = (await trx.selectFrom(table).select('_id').execute()).map((r) => r._id);
    const known = new Set(stored);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) return { unknown };
    const missing = stored.filter((id) => !seen.has(id));
    if (missing.length) return { missing };
    for (const [i, id] of ids.entries()) await trx.updateTable(table).set({ sortOrder: i + 1 }).where('_id', '=', id).execute();
    return undefined;
  });
}

/**
 * The newest activity entry (issue 20 §2) after `seq` that changed one of these records: who and when (a
 * revert's 409 names it, and a refused price save whose row is gone: server/modules/subProductPrice).
 */
export const laterEntry = (db: Db, seq: number, recordIds: readonly string[]) =>
  db
    .selectFrom('activity_log')
    .select(['adminName', 'at'])
    .where('seq', '>', seq)
    .where((eb) =>
      eb.or([
        eb('recordId', 'in', recordIds.slice(0, 500)),
        // an import or a revert that kept the rows
        eb('seq', 'in', eb.selectFrom('activity_rows').select('seq').where('seq', '>', seq).where('keyVal', 'in', recordIds.slice(0, 500))),
      ]),
    )
    .orderBy('seq', 'desc')
    .executeTakeFirst();
