import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { SubProduct } from '../../../src/contract/subProduct.js';

type Row = { _id: string; code: string; name: string; article: string; url: string };

async function withParents(db: Db, rows: Row[]): Promise<SubProduct[]> {
  if (!rows.length) return [];
  const links = await db
    .selectFrom('sub_product_links')
    .innerJoin('products', 'products._id', 'sub_product_links.productId')
    .select(['sub_product_links.subProductId', 'products._id', 'products.code', 'products.name'])
    .where('sub_product_links.subProductId', 'in', rows.map((r) => r._id))
    .orderBy('products.code')
    .execute();
  return rows.map((r) => {
    const products = links.filter((l) => l.subProductId === r._id).map((l) => ({ _id: l._id, code: l.code, name: l.name }));
    return { ...r, productId: products.map((p) => p._id), products };
  });
}

const columns = ['sub_products._id', 'sub_products.code', 'sub_products.name', 'sub_products.article', 'sub_products.url'] as const;

export async function listSubProducts(db: Db): Promise<SubProduct[]> {
  return withParents(db, await db.selectFrom('sub_products').select(columns).orderBy('code').execute());
}

export async function findSubProduct(db: Db, id: string): Promise<SubProduct | undefined> {
  const row = await db.selectFrom('sub_products').select(columns).where('_id', '=', id).executeTakeFirst();
  return row ? (await withParents(db, [row]))[0] : undefined;
}

/** The sub products of the product whose code is `code` (case-insensitive), by code. */
export async function listSubProductsOfProductCode(db: Db, code: string): Promise<SubProduct[]> {
  const rows = await db
    .selectFrom('sub_products')
    .innerJoin('sub_product_links', 'sub_product_links.subProductId', 'sub_products._id')
    .innerJoin('products', 'products._id', 'sub_product_links.productId')
    .select(columns)
    .where(sql<string>`lower(products.code)`, '=', foldCase(code))
    .orderBy('sub_products.code')
    .execute();
  return withParents(db, rows);
}

/** The first of `ids` that is not a product's _id. */
export async function unknownProduct(db: Db, ids: string[]): Promise<string | undefined> {
  const found = new Set((await db.selectFrom('products').select('_id').where('_id', 'in', ids).execute()).map((r) => r._id));
  return ids.find((id) => !found.has(id));
}

async function codeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('sub_products').select('_id').where(sql<string>`lower(code)`, '=', foldCase(code));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface SubProductInput {
  code: string;
  name: string;
  article: string;
  productId: string[];
}

export function insertSubProduct(db: Db, input: SubProductInput & { url: string }, now: Date): Promise<SubProduct | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, input.code)) return 'duplicate';
    const _id = newId();
    await trx.insertInto('sub_products').values({ _id, code: input.code, name: input.name, article: input.article, url: input.url, createAt: now.toISOString() }).execute();
    await trx.insertInto('sub_product_links').values(input.productId.map((productId) => ({ subProductId: _id, productId }))).execute();
    return (await findSubProduct(trx, _id))!;
  });
}

export function updateSubProduct(db: Db, id: string, input: SubProductInput & { url?: string }): Promise<SubProduct | 'duplicate' | undefined> {
  return db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, input.code, id)) return 'duplicate';
    const r = await trx
      .updateTable('sub_products')
      .set({ code: input.code, name: input.name, article: input.article, ...(input.url ? { url: input.url } : {}) })
      .where('_id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return undefined;
    await trx.deleteFrom('sub_product_links').where('subProductId', '=', id).execute();
    await trx.insertInto('sub_product_links').values(input.productId.map((productId) => ({ subProductId: id, productId }))).execute();
    return findSubProduct(trx, id);
  });
}

/** Deletes a sub product with its links and price, in one transaction. */
export function deleteSubProduct(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sub_product_prices').where('subProductId', '=', id).execute();
    await trx.deleteFrom('sub_product_links').where('subProductId', '=', id).execute();
    const r = await trx.deleteFrom('sub_products').where('_id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}
