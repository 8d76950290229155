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
