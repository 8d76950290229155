import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { ProductsTable } from '../../db/schema.js';
import type { Product } from '../../../src/contract/product.js';

const columns = ['_id', 'code', 'name', 'composition', 'construction', 'density', 'weaving', 'width', 'discription', 'url'] as const;
type ProductRow = Omit<ProductsTable, 'createAt'>;

/** Every product with the categories (public categoryIds) and product types (_ids) it belongs to. */
export async function listProducts(db: Db): Promise<Product[]> {
  const [rows, categories, types] = await Promise.all([
    db.selectFrom('products').select(columns).orderBy('code').orderBy('_id').execute(),
    db.selectFrom('product_category_links').select(['productId', 'categoryId']).orderBy('categoryId').execute(),
    db.selectFrom('product_type_links').select(['productId', 'productTypeId']).orderBy('productTypeId').execute(),
  ]);
  return withLinks(rows, categories, types);
}

function withLinks(
  rows: ProductRow[],
  categories: Array<{ productId: string; categoryId: string }>,
  types: Array<{ productId: string; productTypeId: string }>,
): Product[] {
  const byProduct = new Map(rows.map((r) => [r._id, { ...r, categoryId: [] as string[], productType: [] as string[] }]));
  for (const l of categories) byProduct.get(l.productId)?.categoryId.push(l.categoryId);
  for (const l of types) byProduct.get(l.productId)?.productType.push(l.productTypeId);
  return [...byProduct.values()];
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').select(columns).where('_id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [categories, types] = await Promise.all([
    db.selectFrom('product_category_links').select(['productId', 'categoryId']).where('productId', '=', id).orderBy('categoryId').execute(),
    db.selectFrom('product_type_links').select(['productId', 'productTypeId']).where('productId', '=', id).orderBy('productTypeId').execute(),
  ]);
  return withLinks([row], categories, types)[0];
}

/** Which categories (public categoryId and the category's _id) each product belongs to. */
export function listProductCategoryLinks(db: Db): Promise<Array<{ productId: string; categoryId: string; category_id: string | null }>> {
  return db
    .selectFrom('product_category_links')
    .leftJoin('categories', 'categories.categoryId', 'product_category_links.categoryId')
    .select(['product_category_links.productId', 'product_category_links.categoryId', 'categories._id as category_id'])
    .execute();
}

/** Which product types (by _id and by name) each product belongs to. */
export function listProductTypeLinks(db: Db): Promise<Array<{ productId: string; productTypeId: string; name: string }>> {
  return db
    .selectFrom('product_type_links')
    .innerJoin('product_types', 'product_types._id', 'product_type_links.productTypeId')
    .select(['product_type_links.productId', 'product_type_links.productTypeId', 'product_types.name'])
    .execute();
}

export type NewProduct = Omit<Product, '_id'>;

/** The first of `ids` that is not a category's public categoryId, or undefined when all are. */
export async function unknownCategory(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('categories').select('categoryId').where('categoryId', 'in', ids).execute()).map((r) => r.categoryId));
  return ids.find((id) => !found.has(id));
}

/** The first of `ids` that is not a product type's _id, or undefined when all are. */
export async function unknownProductType(db: Db, ids: string[]): Promise<string | undefined> {
  if (!ids.length) return undefined;
  const found = new Set((await db.selectFrom('product_types').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

async function codeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('products').select('_id').where(sql<string>`lower(code)`, '=', foldCase(code));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

async function writeLinks(db: Db, productId: string, categoryId: string[], productType: string[]): Promise<void> {
  const categories = [...new Set(categoryId)];
  if (categories.length) await db.insertInto('product_category_links').values(categories.map((c) => ({ productId, categoryId: c }))).execute();
  const types = [...new Set(productType)];
  if (types.length) await db.insertInto('product_type_links').values(types.map((t) => ({ productId, productTypeId: t }))).execute();
}

/** Adds a product with its links, or answers 'duplicate' when its code is taken (one transaction). */
export function insertProduct(db: Db, input: NewProduct, now: Date): Promise<Product | 'duplicate'> {
  const { categoryId, productType, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, fields.code)) return 'duplicate';
    const _id = newId();
    await trx.insertInto('products').values({ _id, ...fields, createAt: now.toISOString() }).execute();
    await writeLinks(trx, _id, categoryId, productType);
    return { _id, ...fields, categoryId: [...new Set(categoryId)].sort(), productType: [...new Set(productType)].sort() };
  });
}

/** Replaces a product's fields and links (the picture only when `url` is given); undefined when gone. */
export function updateProduct(db: Db, id: string, input: Omit<NewProduct, 'url'> & { url?: string }): Promise<Product | 'duplicate' | undefined> {
  const { categoryId, productType, url, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, fields.code, id)) return 'duplicate';
    const r = await trx.updateTable('products').set({ ...fields, ...(url ? { url } : {}) }).where('_id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return undefined;
    await trx.deleteFrom('product_category_links').where('productId', '=', id).execute();
    await trx.deleteFrom('product_type_links').where('productId', '=', id).execute();
    await writeLinks(trx, id, categoryId, productType);
    return findProduct(trx, id);
  });
}

/** Deletes a product and its links unless sub products belong to it; answers how many do otherwise. */
export function deleteProduct(db: Db, id: string): Promise<{ deleted: boolean; usedBy: number }> {
  return db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('sub_product_links').select((eb) => eb.fn.countAll<number>().as('n')).where('productId', '=', id).executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { deleted: false, usedBy: Number(used.n) };
    await trx.deleteFrom('product_category_links').where('productId', '=', id).execute();
    await trx.deleteFrom('product_type_links').where('productId', '=', id).execute();
    const r = await trx.deleteFrom('products').where('_id', '=', id).executeTakeFirst();
    return { deleted: Number(r.numDeletedRows) > 0, usedBy: 0 };
  });
}
