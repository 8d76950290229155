import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * No change without its entry (issue 20 §2): before an admin write's handler runs, the activity plugin
 * writes here what it is about to do (who, the call, the records it names and how they stood); the
 * entry and the removal of this row are then one transaction. A row left behind (the entry's append
 * failed, or the server stopped between the write and its entry) is settled later: the records are
 * read again and what changed is logged (server/plugins/activity.ts, settlePending).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = pg ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('activity_pending')
    .addColumn('_id', text, (c) => c.primaryKey())
    .addColumn('at', text, (c) => c.notNull())
    .addColumn('owner', text, (c) => c.notNull())
    .addColumn('adminId', text, (c) => c.notNull())
    .addColumn('call', text, (c) => c.notNull())
    .addColumn('ids', text, (c) => c.notNull())
    .addColumn('before', text, (c) => c.notNull())
    .addColumn('links', text, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_pending').execute();
}
