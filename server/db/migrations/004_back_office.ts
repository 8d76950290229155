import { sql, type Kysely } from 'kysely';

/**
 * The catalogue back-office (issue 7): product compositions, sub products with their parent products
 * and tier prices, product designs. Codes and names that the admin must not repeat get unique indexes
 * on their lower-cased value, a backstop behind the 409 checks in each module's queries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_compositions')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_compositions_name').unique().on('product_compositions').expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('sub_products')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('article', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sub_products_code').unique().on('sub_products').expression(sql`lower(code)`).execute();

  // A sub product may belong to several parent products (the add dialog's multi-select).
  await db.schema
    .createTable('sub_product_links')
    .addColumn('subProductId', 'text', (c) => c.notNull().references('sub_products._id').onDelete('cascade'))
    .addColumn('productId', 'text', (c) => c.notNull().references('products._id'))
    .addPrimaryKeyConstraint('sub_product_links_pk', ['subProductId', 'productId'])
    .execute();
  await db.schema.createIndex('sub_product_links_product').on('sub_product_links').column('productId').execute();

  // One price record per sub product; the latest save wins.
  await db.schema
    .createTable('sub_product_prices')
    .addColumn('subProductId', 'text', (c) => c.primaryKey().references('sub_products._id').onDelete('cascade'))
    .addColumn('subProductArticle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('silverPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('goldPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('platinumPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_designs')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icons', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_designs', 'sub_product_prices', 'sub_product_links', 'sub_products', 'product_compositions']) {
    await db.schema.dropTable(table).execute();
  }
}
