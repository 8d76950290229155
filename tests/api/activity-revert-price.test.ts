import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, type ActivityEntry } from '../../src/contract/activity.js';
import { revertTexts, staleSaveText } from '../../src/contract/backOfficeTexts.js';
import { fillPath } from '../../src/contract/call.js';
import { useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Reverting a price change (issue 20 §2): the sub product price call is made again with the tier prices
 * the colour had before (the ones the change left as they are, as they are now), so its checks apply and
 * it is logged noting revertOf; prices changed since answer 409 naming who and when. A first price has
 * no earlier prices: its revert removes the row it made (activity-revert-first-price). Runs on SQLite
 * and (api-pg) PostgreSQL.
 */
let afterCheck: (() => Promise<void>) | undefined;
const t = useSharedTestApp({}, {
  seams: {
    revertAfterCheck: async () => {
      const run = afterCheck;
      afterCheck = undefined;
      await run?.();
    },
  },
});
let token: string;
let other: string;
let sku: string;

async function form(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#225588'))], { type: 'image/png' }), 's.png');
  const req = new Request('http://local/', { method: 'POST', body });
  const r = await t.call({ method: 'POST', url, token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result as Record<string, string>;
}

beforeAll(async () => {
  token = await t.adminToken('pricer@test.local');
  other = await t.adminToken('repricer@test.local');
  const cat = await form('/api/category/add_new_category', { name: 'Priced' });
  const product = await form('/api/product/add_new_product', { code: 'PRV', name: 'Price Voile', width: '58"', categoryId: cat.categoryId! });
  sku = (await form('/api/sub_product/add_new_sub_product', { productId: product._id!, code: 'PRV-01', name: 'Navy', article: 'P/01' }))._id!;
});

const save = (prices: { silverPrice: number; goldPrice: number; platinumPrice: number }, as = token) =>
  t.call({ method: 'POST', url: '/api/sub_product_price/add_new_sub_product_price', token: as, payload: { subProductId: sku, ...prices } });
const revert = (seq: string) => t.call({ method: 'POST', url: `/api${fillPath(activityApi.revert.path, { seq })}`, token });
const priceEntries = async () => {
  const r = await t.call({ method: 'GET', url: `/api${activityApi.list.path}?recordId=${sku}&perPage=100`, token });
  return (r.json() as { result: ActivityEntry[] }).result.filter((e) => e.action === 'price');
};
const pricesNow = () => t.app.db.selectFrom('sku_prices').select(['silverPrice', 'goldPrice', 'platinumPrice']).where('skuId', '=', sku).executeTakeFirstOrThrow();

describe('reverting a price change', () => {
  it('puts the earlier prices back through the price call; prices changed since: 409', async () => {
    expect((await save({ silverPrice: 100, goldPrice: 90, platinumPrice: 80 })).statusCode).toBe(201);

    expect((await save({ silverPrice: 120, goldPrice: 90, platinumPrice: 75.5 })).statusCode).toBe(201);
    const [change] = await priceEntries();
    expect(change).toMatchObject({ before: { silverPrice: 100, platinumPrice: 80 }, after: { silverPrice: 120, platinumPrice: 75.5 } });
    const r = await revert(change!._id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(revertTexts.reverted);
    expect(Object.fromEntries(Object.entries(await pricesNow()).map(([k, v]) => [k, Number(v)]))).toEqual({ silverPrice: 100, goldPrice: 90, platinumPrice: 80 });
    const [undo] = await priceEntries();
    expect(undo).toMatchObject({ note: { revertOf: change!._id } });

    // Changed since (by another admin): 409 naming them, and the prices stay.
    expect((await save({ silverPrice: 130, goldPrice: 90, platinumPrice: 80 }, other)).statusCode).toBe(201);
    const [later] = await priceEntries();
    const stale = await revert(undo!._id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^${revertTexts.changedLater('', later!.adminName, later!.at).slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(Number((await pricesNow()).silverPrice)).toBe(130);
  });

  it('is based on the version it compared: prices saved between its check and its call stand, and it answers 409', async () => {
    expect((await save({ silverPrice: 200, goldPrice: 190, platinumPrice: 180 })).statusCode).toBe(201);
    expect((await save({ silverPrice: 210, goldPrice: 190, platinumPrice: 180 })).statusCode).toBe(201);
    const [change] = await priceEntries();
    afterCheck = async () => {
      expect((await save({ silverPrice: 210, goldPrice: 199, platinumPrice: 180 }, other)).statusCode).toBe(201);
    };
    const r = await revert(change!._id);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(staleSaveText('Test Admin (repricer@test.local)', new Date(t.clock.now).toISOString()));
    expect(Object.fromEntries(Object.entries(await pricesNow()).map(([k, v]) => [k, Number(v)]))).toEqual({ silverPrice: 210, goldPrice: 199, platinumPrice: 180 });
  });
});
