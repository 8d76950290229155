import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Prices that reach someone (issue 16 §3):
 * - a business customer has a price tier (`none`, `silver`, `gold`, `platinum`), set on the Members
 *   screen; a signed-in website member whose email is that customer's sees the tier's prices;
 * - the shop's settings are one row of `shop_settings`: `showPrices` (1) shows the market price to
 *   everyone else, otherwise the storefront says "Ask for price". Starts at 0 (no price is sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_members').addColumn('tier', 'text', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema
    .createTable('shop_settings')
    .addColumn('_id', 'integer', (c) => c.primaryKey())
    .addColumn('showPrices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into shop_settings ("_id", "showPrices", "modifyAt") values (1, 0, ${new Date().toISOString()})`.execute(db);
  // PostgreSQL: new text columns compare like every other (collate "C", migration 011).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table admin_members alter column tier type text collate "C"`.execute(db);
    await sql`alter table shop_settings alter column "modifyAt" type text collate "C"`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
  await db.schema.alterTable('admin_members').dropColumn('tier').execute();
}
