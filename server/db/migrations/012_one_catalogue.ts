import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * One catalogue (issue 16). Until now the shop's fabrics lived twice: the back-office's Product, Sub
 * Product and Sub Product Price screens wrote `products`, `sub_products` (+ links) and
 * `sub_product_prices`, which the storefront never read, while the storefront read the imported
 * `parent_skus` and `skus`. From here a product IS a parent SKU (its code is the parentsSku) and a
 * sub product IS a SKU, a colour (its code is the sku):
 * - `parent_skus` gains the product's construction and density;
 * - a parent's first category stays in `parent_skus.categoryId` (the Parent SKU screen's Category ID,
 *   the sheets' column); the further ones a product may have are `parent_sku_categories` rows;
 * - likewise its first product type stays `parent_skus.productType` (a type's name, as the sheets write
 *   it); further ones are `parent_sku_types` rows;
 * - a SKU's silver, gold and platinum prices are one `sku_prices` row.
 * The legacy rows merge in; the same code (case aside) is the same item:
 * - a product whose code is a parent SKU's: the parent keeps its own non-empty fields and picture,
 *   takes the product's construction and density (and any field it had empty), and gains the
 *   product's categories and types;
 * - a product with no such parent becomes one (same _id, active, its picture), its first category
 *   and type (by id order) in the parent's columns;
 * - a sub product whose code is a SKU's: the SKU keeps its fields (and its one parent), filling any
 *   empty name, article or picture from the sub product;
 * - a sub product with no such SKU becomes one (same _id, active, no stock, no market price) of its
 *   first parent product by code. A sub product linked to several products keeps the first: a colour
 *   belongs to one fabric (README design notes);
 * - each price follows its sub product to the SKU.
 * Nothing else is dropped: then the legacy tables go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('parent_skus').addColumn('construction', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('parent_skus').addColumn('density', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('parent_sku_categories')
    .addColumn('parentId', 'text', (c) => c.notNull().references('parent_skus._id').onDelete('cascade'))
    .addColumn('categoryId', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('parent_sku_categories_pk', ['parentId', 'categoryId'])
    .execute();
  await db.schema.createIndex('parent_sku_categories_category').on('parent_sku_categories').column('categoryId').execute();

  await db.schema
    .createTable('parent_sku_types')
    .addColumn('parentId', 'text', (c) => c.notNull().references('parent_skus._id').onDelete('cascade'))
    .addColumn('productTypeId', 'text', (c) => c.notNull().references('product_types._id').onDelete('cascade'))
    .addPrimaryKeyConstraint('parent_sku_types_pk', ['parentId', 'productTypeId'])
    .execute();
  await db.schema.createIndex('parent_sku_types_type').on('parent_sku_types').column('productTypeId').execute();

  await db.schema
    .createTable('sku_prices')
    .addColumn('skuId', 'text', (c) => c.primaryKey().references('skus._id').onDelete('cascade'))
    .addColumn('silverPrice', 'double precision', (c) => c.notNull())
    .addColumn('goldPrice', 'double precision', (c) => c.notNull())
    .addColumn('platinumPrice', 'double precision', (c) => c.notNull())
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();

  // PostgreSQL: the new text columns compare like every other (collate "C", migration 011).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table, columns] of [
      ['parent_skus', ['construction', 'density']],
      ['parent_sku_categories', ['parentId', 'categoryId']],
      ['parent_sku_types', ['parentId', 'productTypeId']],
      ['sku_prices', ['skuId', 'modifyAt']],
    ] as const) {
      const changes = sql.join(columns.map((c) => sql`alter column ${sql.ref(c)} type text collate "C"`));
      await sql`alter table ${sql.table(table)} ${changes}`.execute(db);
    }
  }

  await mergeLegacy(db as Kysely<Legacy>);

  for (const table of ['sub_product_prices', 'sub_product_links', 'sub_products', 'product_type_links', 'product_category_links', 'products']) {
    await db.schema.dropTable(table).execute();
  }
}

type Row = Record<string, string | number | null>;
type Legacy = Record<string, Row>;

const lower = (s: unknown) => String(s ?? '').toLowerCase();
const filled = (mine: unknown, theirs: unknown) => (String(mine ?? '') !== '' ? mine : (theirs ?? ''));

async function mergeLegacy(db: Kysely<Legacy>): Promise<void> {
  const [products, categoryLinks, typeLinks, types, parents] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('code').orderBy('_id').execute(),
    db.selectFrom('product_category_links').selectAll().orderBy('categoryId').execute(),
    db.selectFrom('product_type_links').selectAll().orderBy('productTypeId').execute(),
    db.selectFrom('product_types').selectAll().execute(),
    db.selectFrom('parent_skus').selectAll().execute(),
  ]);
  const typeName = new Map(types.map((t) => [t._id, String(t.name)]));
  const parentByCode = new Map(parents.map((p) => [lower(p.parentsSku), p]));
  /** Each legacy product's parent SKU, once merged: its _id and code. */
  const parentOf = new Map<string, { _id: string; code: string; categoryId: string }>();

  for (const p of products) {
    const cats = categoryLinks.filter((l) => l.productId === p._id).map((l) => String(l.categoryId));
    const typeIds = typeLinks.filter((l) => l.productId === p._id).map((l) => String(l.productTypeId));
    const existing = parentByCode.get(lower(p.code));
    let parent: { _id: string; code: string; categoryId: string; productType: string };
    if (existing) {
      const categoryId = String(existing.categoryId) || (cats[0] ?? '');
      const productType = String(existing.productType) || (typeName.get(typeIds[0]) ?? '');
      await db
        .updateTable('parent_skus')
        .set({
          name: filled(existing.name, p.name) as string,
          path: filled(existing.path, p.url) as string,
          width: filled(existing.width, p.width) as string,
          composition: filled(existing.composition, p.composition) as string,
          weaving: filled(existing.weaving, p.weaving) as string,
          discription: filled(existing.discription, p.discription) as string,
          construction: p.construction,
          density: p.density,
          categoryId,
          productType,
        })
        .where('_id', '=', existing._id)
        .execute();
      parent = { _id: String(existing._id), code: String(existing.parentsSku), categoryId, productType };
    } else {
      parent = { _id: String(p._id), code: String(p.code), categoryId: cats[0] ?? '', productType: typeName.get(typeIds[0]) ?? '' };
      await db
        .insertInto('parent_skus')
        .values({
          _id: parent._id,
          parentsSku: parent.code,
          name: p.name,
          path: p.url,
          width: p.width,
          composition: p.composition,
          weaving: p.weaving,
          discription: p.discription,
          construction: p.construction,
          density: p.density,
          productType: parent.productType,
          categoryId: parent.categoryId,
          isActived: 1,
          createAt: p.createAt,
        })
        .execute();
      parentByCode.set(lower(p.code), { _id: parent._id, parentsSku: parent.code, categoryId: parent.categoryId, productType: parent.productType });
    }
    const extraCats = cats.filter((c) => c !== parent.categoryId);
    if (extraCats.length) {
      await db
        .insertInto('parent_sku_categories')
        .values(extraCats.map((categoryId) => ({ parentId: parent._id, categoryId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const extraTypes = typeIds.filter((t) => lower(typeName.get(t)) !== lower(parent.productType));
    if (extraTypes.length) {
      await db
        .insertInto('parent_sku_types')
        .values(extraTypes.map((productTypeId) => ({ parentId: parent._id, productTypeId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    parentOf.set(String(p._id), parent);
  }

  const [subProducts, subLinks, prices, skus] = await Promise.all([
    db.selectFrom('sub_products').selectAll().orderBy('code').orderBy('_id').execute(),
    db.selectFrom('sub_product_links').selectAll().execute(),
    db.selectFrom('sub_product_prices').selectAll().execute(),
    db.selectFrom('skus').select(['_id', 'sku', 'name', 'article', 'path']).execute(),
  ]);
  const skuByCode = new Map(skus.map((s) => [lower(s.sku), s]));
  const skuOf = new Map<string, string>();
  for (const s of subProducts) {
    const existing = skuByCode.get(lower(s.code));
    if (existing) {
      await db
        .updateTable('skus')
        .set({ name: filled(existing.name, s.name) as string, article: filled(existing.article, s.article) as string, path: filled(existing.path, s.url) as string })
        .where('_id', '=', existing._id)
        .execute();
      skuOf.set(String(s._id), String(existing._id));
      continue;
    }
    const parent = subLinks
      .filter((l) => l.subProductId === s._id)
      .map((l) => parentOf.get(String(l.productId)))
      .filter((p) => p !== undefined)
      .sort((a, b) => a.code.localeCompare(b.code))[0];
    await db
      .insertInto('skus')
      .values({
        _id: s._id,
        sku: s.code,
        name: s.name,
        path: s.url,
        article: s.article,
        parentsSku: parent?.code ?? '',
        stock: 0,
        marketPrices: 0,
        categoryId: parent?.categoryId ?? '',
        isActived: 1,
        createAt: s.createAt,
      })
      .execute();
    skuByCode.set(lower(s.code), { _id: s._id, sku: s.code, name: s.name, article: s.article, path: s.url });
    skuOf.set(String(s._id), String(s._id));
  }

  for (const price of prices) {
    const skuId = skuOf.get(String(price.subProductId));
    if (!skuId) continue;
    await db
      .insertInto('sku_prices')
      .values({ skuId, silverPrice: price.silverPrice, goldPrice: price.goldPrice, platinumPrice: price.platinumPrice, modifyAt: price.modifyAt })
      .onConflict((oc) => oc.column('skuId').doUpdateSet({ silverPrice: sql`excluded."silverPrice"`, goldPrice: sql`excluded."goldPrice"`, platinumPrice: sql`excluded."platinumPrice"` }))
      .execute();
  }
}

/**
 * Back to two catalogues in shape only: the legacy tables come back empty (every item stays a parent
 * SKU or SKU; a product's further categories and types and the prices are dropped). Restore a backup
 * taken before 012 (npm run db:backup) to get the legacy rows themselves back.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('composition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('construction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('density', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weaving', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discription', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_code').on('products').column('code').execute();
  await db.schema
    .createTable('product_category_links')
    .addColumn('productId', 'text', (c) => c.notNull().references('products._id').onDelete('cascade'))
    .addColumn('categoryId', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_category_links_pk', ['productId', 'categoryId'])
    .execute();
  await db.schema.createIndex('product_category_links_category').on('product_category_links').column('categoryId').execute();
  await db.schema
    .createTable('product_type_links')
    .addColumn('productId', 'text', (c) => c.notNull().references('products._id').onDelete('cascade'))
    .addColumn('productTypeId', 'text', (c) => c.notNull().references('product_types._id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_type_links_pk', ['productId', 'productTypeId'])
    .execute();
  await db.schema.createIndex('product_type_links_type').on('product_type_links').column('productTypeId').execute();
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
  await db.schema
    .createTable('sub_product_links')
    .addColumn('subProductId', 'text', (c) => c.notNull().references('sub_products._id').onDelete('cascade'))
    .addColumn('productId', 'text', (c) => c.notNull().references('products._id'))
    .addPrimaryKeyConstraint('sub_product_links_pk', ['subProductId', 'productId'])
    .execute();
  await db.schema.createIndex('sub_product_links_product').on('sub_product_links').column('productId').execute();
  await db.schema
    .createTable('sub_product_prices')
    .addColumn('subProductId', 'text', (c) => c.primaryKey().references('sub_products._id').onDelete('cascade'))
    .addColumn('subProductArticle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('silverPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('goldPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('platinumPrice', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();
  for (const table of ['sku_prices', 'parent_sku_types', 'parent_sku_categories']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('parent_skus').dropColumn('density').execute();
  await db.schema.alterTable('parent_skus').dropColumn('construction').execute();
}
