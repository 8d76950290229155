import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Designs (patterns: plain, stripe, check, batik print…) are attached to products from the Product
 * dialog (issue 16 §1): one row per product and design. A design in use is not deleted (409 naming
 * how many products show it); a product deleted takes its rows along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parent_sku_designs')
    .addColumn('parentId', 'text', (c) => c.notNull().references('parent_skus._id').onDelete('cascade'))
    .addColumn('designId', 'text', (c) => c.notNull().references('product_designs._id').onDelete('cascade'))
    .addPrimaryKeyConstraint('parent_sku_designs_pk', ['parentId', 'designId'])
    .execute();
  await db.schema.createIndex('parent_sku_designs_design').on('parent_sku_designs').column('designId').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table parent_sku_designs alter column "parentId" type text collate "C", alter column "designId" type text collate "C"`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parent_sku_designs').execute();
}
