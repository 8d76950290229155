import type { Db } from '../../db/index.js';
import { fromFlag, toFlag } from '../../db/ids.js';
import { PRICE_TIERS, type PriceTier } from '../../../src/contract/prices.js';
import type { ShopSettings } from '../../../src/contract/shopSetting.js';

/** The shop's settings (one row since migration 014; read as "no prices shown" if it were missing). */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const row = await db.selectFrom('shop_settings').select(['showPrices', 'modifyAt']).where('_id', '=', 1).executeTakeFirst();
  return { showPrices: fromFlag(row?.showPrices ?? 0), modifyAt: row?.modifyAt ?? '' };
}

export async function saveShopSettings(db: Db, settings: { showPrices: boolean }, now: Date): Promise<ShopSettings> {
  const values = { showPrices: toFlag(settings.showPrices), modifyAt: now.toISOString() };
  await db
    .insertInto('shop_settings')
    .values({ _id: 1, ...values })
    .onConflict((oc) => oc.column('_id').doUpdateSet(values))
    .execute();
  return readShopSettings(db);
}

/** The tier of the business customer holding this (lower-cased) email; 'none' when there is none. */
export async function tierOfEmail(db: Db, email: string): Promise<PriceTier> {
  if (!email) return 'none';
  const row = await db.selectFrom('admin_members').select('tier').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return (PRICE_TIERS as readonly string[]).includes(row?.tier ?? '') ? (row!.tier as PriceTier) : 'none';
}

/** The active colours of a parent SKU (exact code) with their market price and tier prices (null when never priced). */
export function activeColourPrices(db: Db, parentsSku: string) {
  return db
    .selectFrom('skus')
    .leftJoin('sku_prices', 'sku_prices.skuId', 'skus._id')
    .select(['skus.sku', 'skus.marketPrices', 'sku_prices.silverPrice', 'sku_prices.goldPrice', 'sku_prices.platinumPrice'])
    .where('skus.parentsSku', '=', parentsSku)
    .where('skus.isActived', '=', 1)
    .orderBy('skus.sku')
    .execute();
}
