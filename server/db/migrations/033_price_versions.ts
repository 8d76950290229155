import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Lost updates (issue 20 §1.4) on the Sub Product Price screen, as migrations 022 and 026 did for the
 * records an edit dialog saves: a colour's tier prices (`sku_prices`) carry `version` (1 when made, +1 on
 * every save of them, whichever screen or import writes them) and who saved them last and when, so a
 * price save based on an older version is refused (409) instead of silently putting back the tiers it
 * did not change. Text columns compare byte by byte on PostgreSQL like every other (collate "C").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;
  await db.schema.alterTable('sku_prices').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('sku_prices').addColumn('updatedAt', text).execute();
  await db.schema.alterTable('sku_prices').addColumn('updatedBy', text).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updatedBy', 'updatedAt', 'version']) await db.schema.alterTable('sku_prices').dropColumn(column).execute();
}
