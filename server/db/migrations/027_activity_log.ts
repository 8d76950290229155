import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Every change recorded (issue 20 §2): one row per successful admin write, appended by
 * server/plugins/activity.ts and never updated or deleted through the API. `seq` orders the log
 * (newest first on the Activity screen); `before`/`after` are JSON of the fields the write changed
 * (the whole record for a create or a delete), `note` JSON of what a row cannot hold (an import's counts
 * and file name, a bulk action's ids). A table of the same database, so backup and restore keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = pg ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('activity_log')
    .addColumn('seq', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', text, (c) => c.notNull())
    .addColumn('adminId', text, (c) => c.notNull())
    .addColumn('adminName', text, (c) => c.notNull())
    .addColumn('resource', text, (c) => c.notNull())
    .addColumn('recordId', text)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('call', text, (c) => c.notNull())
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('note', text)
    .execute();
  await db.schema.createIndex('activity_log_at').on('activity_log').column('at').execute();
  await db.schema.createIndex('activity_log_record').on('activity_log').columns(['resource', 'recordId']).execute();
  await db.schema.createIndex('activity_log_admin').on('activity_log').columns(['adminId', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_log').execute();
}
