import { sql } from 'kysely';
import { foldCase } from '../../db/foldCase.js';
import type { Db } from '../../db/index.js';
import { staleOf, type EditStamp, type Stale, type VersionStamp } from '../../db/versions.js';
import { laterEntry } from '../../db/queries.js';
import type { SubProductWithPrice } from '../../../src/contract/subProductPrice.js';

/**
 * The colours (SKUs) of product code `code` (case-insensitive), imported or added on Sub Product, with
 * their tier prices (0 and priced false until saved) and the prices' version (0: no price row).
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
      'sku_prices.version',
    ])
    .where(sql<string>`lower(skus."parentsSku")`, '=', foldCase(code))
    .orderBy('skus.sku')
    .execute();
  return rows.map(({ pricedId, silverPrice, goldPrice, platinumPrice, version, ...r }) => ({
    ...r,
    silverPrice: Number(silverPrice ?? 0),
    goldPrice: Number(goldPrice ?? 0),
    platinumPrice: Number(platinumPrice ?? 0),
    priced: pricedId !== null,
    version: pricedId === null ? 0 : Number(version),
  }));
}

export async function skuExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('skus').select('_id').where('_id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Saves a colour's prices (issue 20 §1.4), the check and the write as one statement: based on version 0
 * (no price when the screen loaded) an insert that makes nothing when a row was made meanwhile; based on
 * version n an update `… where skuId = ? and version = n`; with no version (spec.md's body) an upsert,
 * the latest save winning as before. Each moves the version on and names who saved and when. A save
 * that wrote nothing answers who saved the prices since and when: the row's last save, else (its row
 * removed since, by a first price's revert) the colour's newest activity entry.
 */
export async function savePrice(db: Db, input: { skuId: string; silverPrice: number; goldPrice: number; platinumPrice: number }, stamp: VersionStamp & Pick<EditStamp, 'version'>) {
  const prices = { silverPrice: input.silverPrice, goldPrice: input.goldPrice, platinumPrice: input.platinumPrice, modifyAt: stamp.now };
  const saved = { ...prices, updatedAt: stamp.now, updatedBy: stamp.adminId };
  const moved = { ...saved, version: sql<number>`${sql.ref('sku_prices.version')} + 1` };
  const row = { skuId: input.skuId, ...saved };
  return db.transaction().execute(async (trx) => {
    const written =
      stamp.version === undefined
        ? await trx.insertInto('sku_prices').values(row).onConflict((oc) => oc.column('skuId').doUpdateSet(moved)).returning('version').executeTakeFirst()
        : stamp.version === 0
          ? await trx.insertInto('sku_prices').values(row).onConflict((oc) => oc.column('skuId').doNothing()).returning('version').executeTakeFirst()
          : await trx.updateTable('sku_prices').set(moved).where('skuId', '=', input.skuId).where('version', '=', stamp.version).returning('version').executeTakeFirst();
    if (!written) return staleSince(trx, input.skuId);
    // The colour's prices are part of the colour as its SKU dialog shows and saves them: a dialog opened
    // before this save is now stale too (its save answers 409 naming who and when) instead of putting
    // the earlier prices back.
    await trx
      .updateTable('skus')
      .set({ version: sql<number>`${sql.ref('skus.version')} + 1`, updatedAt: stamp.now, updatedBy: stamp.adminId })
      .where('_id', '=', input.skuId)
      .execute();
    return { ...prices, skuId: input.skuId, version: Number(written.version) };
  });
}

/** Who saved a colour's prices since the screen loaded them, and when (a refused save's 409). */
async function staleSince(db: Db, skuId: string): Promise<Stale> {
  const row = await staleOf(db, 'sku_prices', skuId);
  if (row !== 'gone' && row.stale.by !== null) return row;
  const entry = await laterEntry(db, 0, [skuId]);
  return { stale: { by: entry?.adminName ?? null, at: entry?.at ?? (row === 'gone' ? null : row.stale.at), version: row === 'gone' ? 0 : row.stale.version } };
}
