import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import type { SubProductWithPrice } from '../../../src/contract/subProductPrice.js';

/**
 * The colours (SKUs) of product code `code` (case-insensitive), imported or added on Sub Product, with
 * their tier prices (0 and priced false until saved).
 */
export async function listPricesOfProductCode(db: Db, code: string): Promise<SubProductWithPrice[]> {
  const rows = await db
    .selectFrom('skus')
    .leftJoin('sku_prices', 'sku_prices.skuId', 'skus._id')
    .select([
      'skus._id',
      'skus.sku as code',
      'skus.name',
      'skus.article',
      'skus.path as url',
      'sku_prices.silverPrice',
      'sku_prices.goldPrice',
      'sku_prices.platinumPrice',
      'sku_prices.skuId as pricedId',
    ])
    .where(sql<string>`lower(skus."parentsSku")`, '=', foldCase(code))
    .orderBy('skus.sku')
    .execute();
  return rows.map(({ pricedId, silverPrice, goldPrice, platinumPrice, ...r }) => ({
    ...r,
    silverPrice: Number(silverPrice ?? 0),
    goldPrice: Number(goldPrice ?? 0),
    platinumPrice: Number(platinumPrice ?? 0),
    priced: pricedId !== null,
  }));
}

export async function skuExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('skus').select('_id').where('_id', '=', id).executeTakeFirst()) !== undefined;
}

/** Saves a colour's prices, replacing what was there: the latest save wins. */
export async function savePrice(db: Db, input: { skuId: string; silverPrice: number; goldPrice: number; platinumPrice: number }, now: Date) {
  const row = { ...input, modifyAt: now.toISOString() };
  await db
    .insertInto('sku_prices')
    .values(row)
    .onConflict((oc) => oc.column('skuId').doUpdateSet({ silverPrice: input.silverPrice, goldPrice: input.goldPrice, platinumPrice: input.platinumPrice, modifyAt: row.modifyAt }))
    .execute();
  return row;
}
