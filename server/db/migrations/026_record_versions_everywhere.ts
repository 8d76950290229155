import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Lost updates (issue 20 §1.4), as migration 022 did for product types, blog types, blog tags, designs and
 * compositions: every other record an admin edits carries `version` (1 when made, +1 on every save), and
 * who saved it last and when, so a save based on an older version is refused (409) instead of silently
 * overwriting. Text columns compare byte by byte on PostgreSQL like every other (collate "C", migration 011).
 */
export const VERSIONED_LATER = ['categories', 'parent_skus', 'skus', 'sliders', 'blogs', 'admin_members', 'contact_us', 'search_synonyms', 'admins', 'contact_forms'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const text = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
  for (const table of VERSIONED_LATER) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updatedAt', text).execute();
    await db.schema.alterTable(table).addColumn('updatedBy', text).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_LATER) {
    for (const column of ['updatedBy', 'updatedAt', 'version']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
