import type { Kysely } from 'kysely';

/**
 * The storefront catalogue: SKU data (categories, parent SKUs, colour SKUs), sliders, blog, company
 * contact records, product types, the legacy product table and visitors' enquiries. Column names are
 * the wire names of spec.md §3 (typos included) so spreadsheet imports and admin calls map 1:1.
 * SKU tables carry no foreign keys: imports may name a category or parent before it exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sku_categories')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('categoryId', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('parent_skus')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('parentsSku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('composition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weaving', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discription', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('productType', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('categoryId', 'text', (c) => c.notNull())
    .addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parent_skus_category').on('parent_skus').columns(['categoryId', 'isActived']).execute();
  await db.schema.createIndex('parent_skus_product_type').on('parent_skus').columns(['productType', 'isActived']).execute();

  await db.schema
    .createTable('skus')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('article', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parentsSku', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('marketPrices', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('categoryId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skus_parent').on('skus').columns(['parentsSku', 'isActived']).execute();

  await db.schema
    .createTable('sliders')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('isActived', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sliders_active').on('sliders').column('isActived').execute();

  await db.schema
    .createTable('blog_types')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_tags')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subTitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blogTypeId', 'text', (c) => c.notNull().references('blog_types._id'))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_type').on('blogs').columns(['blogTypeId', 'createAt']).execute();

  // A blog can carry several tags; deleting a tag in use is refused by the foreign key.
  await db.schema
    .createTable('blog_tag_links')
    .addColumn('blogId', 'text', (c) => c.notNull().references('blogs._id').onDelete('cascade'))
    .addColumn('blogTagId', 'text', (c) => c.notNull().references('blog_tags._id'))
    .addPrimaryKeyConstraint('blog_tag_links_pk', ['blogId', 'blogTagId'])
    .execute();
  await db.schema.createIndex('blog_tag_links_tag').on('blog_tag_links').column('blogTagId').execute();

  await db.schema
    .createTable('contact_us')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('webSite', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebookPageName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebookPageLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lineId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lineLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lazadaShopName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lazadaShopLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shopeeShopName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shopeeShopLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tiktokShopName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tiktokShopLink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_types')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();

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

  // A legacy product belongs to several categories (by public categoryId) and product types.
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
    .createTable('contact_forms')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('isContacted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_forms_created').on('contact_forms').column('createAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_forms', 'product_type_links', 'product_category_links', 'products', 'product_types', 'contact_us',
    'blog_tag_links', 'blogs', 'blog_tags', 'blog_types', 'sliders', 'skus', 'parent_skus', 'sku_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
