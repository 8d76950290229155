import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/** Resolves when the database answers a trivial query (SQLite or PostgreSQL). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
