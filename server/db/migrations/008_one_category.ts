import { sql, type Kysely } from 'kysely';

/**
 * One record per categoryId. Until now a category lived twice: `categories` (name, discription,
 * picture; the home grid and /admin_category) and `sku_categories` (name, active flag; the navbar
 * and the SKU category list), so a category could show in one place and not the other. This merges
 * the SKU categories into `categories`, which gains the active flag, and drops `sku_categories`:
 * - a categoryId in both: the Category's name, text and picture stay; it takes the SKU category's
 *   flag and the earlier of the two creation times;
 * - a categoryId only among the SKU categories: becomes a category with its own id, name, flag and
 *   creation time, and an empty picture and discription;
 * - a categoryId only among the categories: stays, active (it was on the home grid).
 * The SKU tables and the import layout keep naming categories by `categoryId`, so nothing else moves.
 * Indexes for the admin SKU lists (server-side paging and sorting) land here too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await sql`
    UPDATE categories SET
      "isActived" = (SELECT s."isActived" FROM sku_categories s WHERE s."categoryId" = categories."categoryId"),
      "createAt" = CASE
        WHEN (SELECT s."createAt" FROM sku_categories s WHERE s."categoryId" = categories."categoryId") < categories."createAt"
        THEN (SELECT s."createAt" FROM sku_categories s WHERE s."categoryId" = categories."categoryId")
        ELSE categories."createAt" END
    WHERE EXISTS (SELECT 1 FROM sku_categories s WHERE s."categoryId" = categories."categoryId")
  `.execute(db);

  await sql`
    INSERT INTO categories ("_id", "categoryId", "name", "discription", "url", "isActived", "createAt")
    SELECT s."_id", s."categoryId", s."name", '', '', s."isActived", s."createAt"
    FROM sku_categories s
    WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c."categoryId" = s."categoryId")
  `.execute(db);

  await db.schema.dropTable('sku_categories').execute();
  await db.schema.createIndex('categories_active').on('categories').columns(['isActived', 'createAt']).execute();

  // Admin SKU lists: newest first by default, filtered by category or parent, and their counts.
  await db.schema.createIndex('skus_created').on('skus').columns(['createAt', 'sku']).execute();
  await db.schema.createIndex('skus_category').on('skus').columns(['categoryId', 'createAt']).execute();
  await db.schema.createIndex('parent_skus_created').on('parent_skus').columns(['createAt', 'parentsSku']).execute();
  // The admin keyword search: SQLite scans this narrow covering index (about 4x faster than the
  // table) for `lower(sku || ' ' || name || ' ' || article || ' ' || parentsSku) LIKE '%…%'`; the
  // expression must stay identical to the one in server/modules/productSku/queries.ts.
  await sql`CREATE INDEX skus_search ON skus ((lower("sku" || ' ' || "name" || ' ' || "article" || ' ' || "parentsSku")), "_id")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('skus_search').execute();
  await db.schema.dropIndex('parent_skus_created').execute();
  await db.schema.dropIndex('skus_category').execute();
  await db.schema.dropIndex('skus_created').execute();
  await db.schema.dropIndex('categories_active').execute();
  await db.schema
    .createTable('sku_categories')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('categoryId', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await sql`
    INSERT INTO sku_categories ("_id", "categoryId", "name", "isActived", "createAt")
    SELECT "_id", "categoryId", "name", "isActived", "createAt" FROM categories
  `.execute(db);
  await db.schema.alterTable('categories').dropColumn('isActived').execute();
}
