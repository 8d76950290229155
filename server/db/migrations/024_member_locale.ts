import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Issue 19: the language a member chose ('en' or 'th'), applied when they sign in on another browser;
 * null until they choose one. On PostgreSQL it compares byte by byte like every text column (migration 011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('members').addColumn('locale', type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('locale').execute();
}
