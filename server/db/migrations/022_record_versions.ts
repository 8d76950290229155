import type { Kysely } from 'kysely';

/**
 * Lost updates (issue 20 §1.4): each record an admin edits through the shared edit dialog carries
 * `version` (1 when made, +1 on every save), and who saved it last and when. An edit names the version
 * it was based on; a save based on an older one is refused (409) instead of silently overwriting.
 */
const VERSIONED_TABLES = ['product_types', 'product_designs', 'product_compositions', 'blog_types', 'blog_tags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updatedAt', 'text').execute();
    await db.schema.alterTable(table).addColumn('updatedBy', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    for (const column of ['updatedBy', 'updatedAt', 'version']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
