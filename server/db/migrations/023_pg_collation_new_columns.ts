import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the text columns migrations 021 (search synonyms) and 022 (record versions) added compare
 * like every other, byte by byte (collate "C", migration 011), so ordering and equality agree with SQLite.
 */
const COLUMNS: Record<string, string[]> = {
  search_synonyms: ['_id', 'createAt', 'words'],
  blog_tags: ['updatedAt', 'updatedBy'],
  blog_types: ['updatedAt', 'updatedBy'],
  product_compositions: ['updatedAt', 'updatedBy'],
  product_designs: ['updatedAt', 'updatedBy'],
  product_types: ['updatedAt', 'updatedBy'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const changes = sql.join(columns.map((c) => sql`alter column ${sql.ref(c)} type text collate "C"`));
    await sql`alter table ${sql.table(table)} ${changes}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The default collation back would only make PostgreSQL order these columns unlike SQLite.
}
