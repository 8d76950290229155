import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import type { SubProductWithPrice } from '../../../src/contract/subProductPrice.js';

/** The sub products of product code `code` (case-insensitive) with their tier prices (0 and priced false until saved). */
export async function listPricesOfProductCode(db: Db, code: string): Promise<SubProductWithPrice[]> {
  const rows = await db
    .selectFrom('sub_products')
    .innerJoin('sub_product_links', 'sub_product_links.subProductId', 'sub_products._id')
    .innerJoin('products', 'products._id', 'sub_product_links.productId')
    .leftJoin('sub_product_prices', 'sub_product_prices.subProductId', 'sub_products._id')
    .select([
      'sub_products._id',
      'sub_products.code',
      'sub_products.name',
      'sub_products.article',
      'sub_products.url',
      'sub_product_prices.silverPrice',
      'sub_product_prices.goldPrice',
      'sub_product_prices.platinumPrice',
      'sub_product_prices.subProductId as pricedId',
    ])
    .where(sql<string>`lower(products.code)`, '=', foldCase(code))
    .orderBy('sub_products.code')
    .execute();
  return rows.map(({ pricedId, silverPrice, goldPrice, platinumPrice, ...r }) => ({
    ...r,
    silverPrice: Number(silverPrice ?? 0),
    goldPrice: Number(goldPrice ?? 0),
    platinumPrice: Number(platinumPrice ?? 0),
    priced: pricedId !== null,
  }));
}

export async function subProductExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('sub_products').select('_id').where('_id', '=', id).executeTakeFirst()) !== undefined;
}

/** Saves a sub product's prices, replacing what was there: the latest save wins. */
export async function savePrice(
  db: Db,
  input: { subProductId: string; subProductArticle: string; silverPrice: number; goldPrice: number; platinumPrice: number },
  now: Date,
) {
  const row = { ...input, modifyAt: now.toISOString() };
  await db
    .insertInto('sub_product_prices')
    .values(row)
    .onConflict((oc) =>
      oc.column('subProductId').doUpdateSet({
        subProductArticle: input.subProductArticle,
        silverPrice: input.silverPrice,
        goldPrice: input.goldPrice,
        platinumPrice: input.platinumPrice,
        modifyAt: row.modifyAt,
      }),
    )
    .execute();
  return row;
}
