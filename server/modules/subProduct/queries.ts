import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../db/ids.js';
import type { SubProduct } from '../../../src/contract/subProduct.js';
import { duplicateOr } from '../../db/unique.js';
import { claimVersion, type EditStamp, type Stale } from '../../db/versions.js';

/**
 * A sub product is a SKU, a colour (migration 012_one_catalogue): its code is the sku, its picture the
 * path, and its one parent product the parent SKU named by parentsSku.
 */
const columns = ['skus._id', 'skus.sku', 'skus.name', 'skus.article', 'skus.path', 'parent_skus._id as parentId', 'parent_skus.name as parentName', 'skus.parentsSku', 'skus.version'] as const;

type Row = { _id: string; sku: string; name: string; article: string; path: string; parentId: string | null; parentName: string | null; parentsSku: string; version: number };

const toSubProduct = (r: Row): SubProduct => {
  const products = r.parentId === null ? [] : [{ _id: r.parentId, code: r.parentsSku, name: r.parentName ?? '' }];
  return { _id: r._id, code: r.sku, name: r.name, article: r.article, url: r.path, productId: products.map((p) => p._id), products, version: Number(r.version) };
};

const rows = (db: Db) => db.selectFrom('skus').leftJoin('parent_skus', 'parent_skus.parentsSku', 'skus.parentsSku').select(columns);

/** Every colour, active or not, by code. */
export async function listSubProducts(db: Db): Promise<SubProduct[]> {
  return (await rows(db).orderBy('skus.sku').execute()).map(toSubProduct);
}

export async function findSubProduct(db: Db, id: string): Promise<SubProduct | undefined> {
  const row = await rows(db).where('skus._id', '=', id).executeTakeFirst();
  return row && toSubProduct(row);
}

/** The colours of the product whose code is `code` (case-insensitive), imported or added here, by code. */
export async function listSubProductsOfProductCode(db: Db, code: string): Promise<SubProduct[]> {
  return (await rows(db).where(sql<string>`lower(skus."parentsSku")`, '=', foldCase(code)).orderBy('skus.sku').execute()).map(toSubProduct);
}

/** A product (parent SKU) by _id: its code and first category, which its colours carry. */
export function findParent(db: Db, id: string): Promise<{ parentsSku: string; categoryId: string } | undefined> {
  return db.selectFrom('parent_skus').select(['parentsSku', 'categoryId']).where('_id', '=', id).executeTakeFirst();
}

async function codeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('skus').select('_id').where(sql<string>`lower(sku)`, '=', foldCase(code));
  if (exceptId) q = q.where('_id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface SubProductInput {
  code: string;
  name: string;
  article: string;
  /** The parent product's _id. */
  productId: string;
}

/** Adds a colour of a product: active, no stock or market price yet (the SKU screens and imports set those). */
export function insertSubProduct(db: Db, input: SubProductInput & { url: string }, now: Date): Promise<SubProduct | 'duplicate' | 'no parent'> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      const parent = await findParent(trx, input.productId);
      if (!parent) return 'no parent';
      if (await codeTaken(trx, input.code)) return 'duplicate';
      const _id = newId();
      await trx
        .insertInto('skus')
        .values({
          _id,
          sku: input.code,
          name: input.name,
          article: input.article,
          path: input.url,
          parentsSku: parent.parentsSku,
          categoryId: parent.categoryId,
          stock: 0,
          marketPrices: 0,
          isActived: 1,
          createAt: now.toISOString(),
        })
        .execute();
      return (await findSubProduct(trx, _id))!;
    }),
  );
}

/** Who changed it instead, when the edit was based on an older version (issue 20 §1.4; nothing written). */
export function updateSubProduct(db: Db, id: string, input: SubProductInput & { url?: string }, stamp: EditStamp): Promise<SubProduct | 'duplicate' | 'no parent' | Stale | undefined> {
  return duplicateOr(() =>
    db.transaction().execute(async (trx) => {
      const parent = await findParent(trx, input.productId);
      if (!parent) return 'no parent';
      if (await codeTaken(trx, input.code, id)) return 'duplicate';
      const claimed = await claimVersion(trx, 'skus', id, stamp);
      if (claimed !== 'ok') return claimed === 'gone' ? undefined : claimed;
      const r = await trx
        .updateTable('skus')
        .set({
          sku: input.code,
          name: input.name,
          article: input.article,
          parentsSku: parent.parentsSku,
          categoryId: parent.categoryId,
          ...(input.url !== undefined ? { path: input.url } : {}),
        })
        .where('_id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      return findSubProduct(trx, id);
    }),
  );
}

/** Deletes a colour with its prices, in one transaction. */
export function deleteSubProduct(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sku_prices').where('skuId', '=', id).execute();
    const r = await trx.deleteFrom('skus').where('_id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}
