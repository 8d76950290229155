import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Reverting a delete or a whole import (issue 20 §2): the rows an entry of activity_log changed, kept
 * whole so its revert can put every one back. One row per record (or per record's set of link rows:
 * `tbl` rows whose `keyCol` is `keyVal`), `before` and `after` JSON arrays of the rows as stored. Kept
 * 30 days with their entry (server/plugins/activity.ts's cleanup).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = pg ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('activity_rows')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('tbl', text, (c) => c.notNull())
    .addColumn('keyCol', text, (c) => c.notNull())
    .addColumn('keyVal', text, (c) => c.notNull())
    .addColumn('before', text, (c) => c.notNull())
    .addColumn('after', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_rows_pk', ['seq', 'n'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_rows').execute();
}
