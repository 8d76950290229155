import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { adminMemberApi } from '../../src/contract/adminMember.js';
import { revertTexts } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { pricesApi } from '../../src/contract/prices.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { subProductPriceApi } from '../../src/contract/subProductPrice.js';
import { registerMember } from '../helpers/accounts.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * Reverting a first price (issue 20 §2): the price call that gave a colour its first tier prices made
 * its sku_prices row, kept with the entry; the revert removes that row, so the colour has no price
 * again, exactly as before (Sub Product Price, the SKU dialog and a gold member's prices read as they did),
 * and is logged with the row the other way round, so reverting the revert brings the same price back.
 * A price changed since, or a colour deleted since, answers 409 and nothing changes. Runs on SQLite
 * and (api-pg) PostgreSQL.
 */
const t = useSharedTestApp();
const PARENT = 'FP-VOI-150';
let token: string;
let other: string;
let member: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  token = await t.adminToken('firstprice@test.local');
  other = await t.adminToken('laterprice@test.local');
  const db = t.app.db;
  const now = new Date(t.clock.now);
  await insertCategory(db, { categoryId: 'FPCAT', name: 'First prices', discription: '', url: '' }, now);
  await insertParentSkus(db, [{ parentsSku: PARENT, name: 'Voile', path: '', width: '58"', composition: '100% Cotton', weaving: 'Plain', discription: '', productType: 'FABRICS', categoryId: 'FPCAT', isActived: true }], now);
  const colour = (n: number) => ({ sku: `${PARENT}-0${n}`, name: `Colour ${n}`, path: '', article: `A/${n}`, parentsSku: PARENT, stock: 10, marketPrices: 100 + n, categoryId: 'FPCAT', isActived: true });
  for (const s of await insertSkus(db, [1, 2, 3, 4, 5].map(colour), now)) ids[s.sku.slice(-2)] = s._id;
  member = (await registerMember(t, { email: 'gold@first-price.test' })).token;
  const customer = await t.call({ method: 'POST', url: `/api${adminMemberApi.add.path}`, token, payload: { firstName: 'Gold', lastName: 'Buyer', email: 'gold@first-price.test', tier: 'gold' } });
  expect(customer.statusCode, customer.body).toBe(201);
});

const save = (sku: string, prices: { silverPrice: number; goldPrice: number; platinumPrice: number }, as = token) =>
  t.call({ method: 'POST', url: `/api${subProductPriceApi.save.path}`, token: as, payload: { subProductId: sku, ...prices } });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const entriesOf = async (sku: string) => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${sku}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[]; total: number }).result;
};
const priceRows = (sku: string) => t.app.db.selectFrom('sku_prices').selectAll().where('skuId', '=', sku).execute();
const asNumbers = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.endsWith('Price') ? Number(v) : v]));

/** What the admin screens and the storefront show of the colours: Sub Product Price, the SKU dialog, a gold member's prices. */
async function shown(sku: string) {
  const grid = await t.call({ method: 'POST', url: `/api${subProductPriceApi.ofProductCode.path}`, token, payload: { code: PARENT } });
  const dialog = await t.call({ method: 'GET', url: `/api${fillPath(productSkuAdminApi.sku.path, { id: sku })}`, token });
  const prices = await t.call({ method: 'POST', url: `/api${pricesApi.memberPrices.path}`, token: member, payload: { parentsSku: PARENT } });
  for (const r of [grid, dialog, prices]) expect(r.statusCode, r.body).toBe(200);
  return { grid: grid.json().result, dialog: dialog.json().result, prices: prices.json().result };
}

describe('reverting a first price', () => {
  it('removes the price row, so the colour reads as never priced again; reverting that revert brings the same price back', async () => {
    const sku = ids['01']!;
    const unpriced = await shown(sku);
    expect(unpriced.dialog).toMatchObject({ priced: false, silverPrice: 0, goldPrice: 0, platinumPrice: 0 });
    expect(unpriced.prices).toEqual({ tier: 'gold', prices: [] });

    expect((await save(sku, { silverPrice: 110, goldPrice: 104.25, platinumPrice: 99.5 })).statusCode).toBe(201);
    const [row] = await priceRows(sku);
    const priced = await shown(sku);
    expect(priced.prices.prices).toEqual([{ sku: `${PARENT}-01`, price: 104.25, tier: 'gold' }]);
    const [first] = await entriesOf(sku);
    expect(first).toMatchObject({ action: 'price', before: null, after: { skuId: sku, silverPrice: 110, goldPrice: 104.25, platinumPrice: 99.5 }, note: { rows: 1 } });

    t.clock.advance(60_000);
    const r = await revert(first!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(await priceRows(sku)).toEqual([]);
    // All as before but the colour's version, which the price save moved on (its SKU dialog shows the prices:
    // a dialog opened before the save is stale).
    const after = await shown(sku);
    expect(after.dialog.version).toBeGreaterThan(unpriced.dialog.version);
    expect({ ...after, dialog: { ...after.dialog, version: unpriced.dialog.version } }).toEqual(unpriced);
    // Logged as a price noting what it reverted, the price it removed as its before.
    const [undo] = await entriesOf(sku);
    expect(undo).toMatchObject({ action: 'price', recordId: sku, note: { revertOf: first!._id, rows: 1 }, before: first!.after, after: null });

    t.clock.advance(60_000);
    const again = await revert(undo!._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(revertTexts.reverted);
    expect((await priceRows(sku)).map(asNumbers)).toEqual([asNumbers(row!)]);
    expect(await shown(sku)).toEqual(priced);
    const [redo] = await entriesOf(sku);
    expect(redo).toMatchObject({ action: 'price', note: { revertOf: undo!._id, rows: 1 }, before: null, after: first!.after });
  });

  it('a price changed since: 409 naming who and when, and the later price stays', async () => {
    const sku = ids['02']!;
    expect((await save(sku, { silverPrice: 50, goldPrice: 45, platinumPrice: 40 })).statusCode).toBe(201);
    const [first] = await entriesOf(sku);
    t.clock.advance(60_000);
    expect((await save(sku, { silverPrice: 55, goldPrice: 45, platinumPrice: 40 }, other)).statusCode).toBe(201);
    const log = await entriesOf(sku);
    const [later] = log;
    const r = await revert(first!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater(sku, later!.adminName, later!.at));
    expect((await priceRows(sku)).map((p) => Number(p.silverPrice))).toEqual([55]);
    expect(await entriesOf(sku)).toHaveLength(log.length);
  });

  it('a colour deleted since: 409 and nothing comes back; deleted after the revert: reverting the revert answers 409 too', async () => {
    const sku = ids['03']!;
    expect((await save(sku, { silverPrice: 70, goldPrice: 65, platinumPrice: 60 })).statusCode).toBe(201);
    const [first] = await entriesOf(sku);
    t.clock.advance(60_000);
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteSku.path, { id: sku })}`, token: other })).statusCode).toBe(200);
    const log = await entriesOf(sku);
    const r = await revert(first!._id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(revertTexts.changedLater(sku, log[0]!.adminName, log[0]!.at));
    expect(await priceRows(sku)).toEqual([]);
    expect(await t.app.db.selectFrom('skus').select('_id').where('_id', '=', sku).execute()).toEqual([]);
    expect(await entriesOf(sku)).toHaveLength(log.length);

    const next = ids['04']!;
    expect((await save(next, { silverPrice: 70, goldPrice: 65, platinumPrice: 60 })).statusCode).toBe(201);
    expect((await revert((await entriesOf(next))[0]!._id)).statusCode).toBe(200);
    const [undo] = await entriesOf(next);
    expect((await t.call({ method: 'DELETE', url: `/api${fillPath(productSkuAdminApi.deleteSku.path, { id: next })}`, token })).statusCode).toBe(200);
    const gone = await revert(undo!._id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(revertTexts.linkGone);
    expect(await priceRows(next)).toEqual([]);
  });

  it('a first price logged before first prices kept their row is still refused: 400, nothing changes', async () => {
    const sku = ids['05']!;
    expect((await save(sku, { silverPrice: 30, goldPrice: 25, platinumPrice: 20 })).statusCode).toBe(201);
    const [first] = await entriesOf(sku);
    await t.app.db.deleteFrom('activity_rows').where('seq', '=', Number(first!._id)).execute();
    const r = await revert(first!._id);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(revertTexts.notEdit);
    expect(await priceRows(sku)).toHaveLength(1);
  });
});
