import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../server/db/seed/products.js';
import { seedSubProducts } from '../../server/db/seed/subProducts.js';
import { messages } from '../../src/messages.js';
import { useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();
let token: string;
let tiger: { _id: string };

async function form(url: string, fields: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#225588'))], { type: 'image/png' }), 's.png');
  const req = new Request('http://local/', { method: 'POST', body });
  return t.call({ method: 'POST', url, token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
}

const joinUrl = '/api/sub_product_price/get_sub_product_price_join_sub_product';
const saveUrl = '/api/sub_product_price/add_new_sub_product_price';
const prices = async (code: string) => (await t.call({ method: 'POST', url: joinUrl, token, payload: { code } })).json().result;
const savePrice = (payload: object, as: string | undefined = token) => t.call({ method: 'POST', url: saveUrl, token: as, payload });
const addSub = async (fields: Record<string, string>) => (await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, ...fields })).json().result;

beforeEach(async () => {
  token = await t.adminToken();
});
/** TIGER and VOILE under one category, for the calls' tests (the seed's tests start without them). */
async function addTigerAndVoile() {
  const cat = (await form('/api/category/add_new_category', { name: 'Uniform' })).json().result;
  tiger = (await form('/api/product/add_new_product', { code: messages.fixedProductCode, name: 'Tiger Twill', width: '58"', categoryId: cat.categoryId })).json().result;
  await form('/api/product/add_new_product', { code: 'VOILE', name: 'Voile', width: '58"', categoryId: cat.categoryId });
}

describe('get_sub_product_price_join_sub_product', () => {
  beforeEach(addTigerAndVoile);
  it("answers a code's sub products with picture, code, name, article and prices: 0 and priced false until saved", async () => {
    const a = await addSub({ code: 'TIGER-02', name: 'Khaki', article: 'T/02' });
    await addSub({ code: 'TIGER-01', name: 'Navy', article: 'T/01' });
    const r = await t.call({ method: 'POST', url: joinUrl, token, payload: { code: 'tiger' } });
    expect(r.statusCode).toBe(200);
    const rows = r.json().result;
    expect(rows.map((p: { code: string }) => p.code)).toEqual(['TIGER-01', 'TIGER-02']);
    expect(rows[1]).toEqual({ _id: a._id, code: 'TIGER-02', name: 'Khaki', article: 'T/02', url: a.url, silverPrice: 0, goldPrice: 0, platinumPrice: 0, priced: false, version: 0 });
    expect(await prices('VOILE')).toEqual([]);
    expect(await prices('NO-SUCH-CODE')).toEqual([]);
  });

  it('answers 400 naming code when it is missing', async () => {
    const r = await t.call({ method: 'POST', url: joinUrl, token, payload: {} });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('code');
  });
});

describe('add_new_sub_product_price', () => {
  beforeEach(addTigerAndVoile);
  it('saves and answers the record; the latest save per sub product wins', async () => {
    const a = await addSub({ code: 'TIGER-01', name: 'Navy', article: 'T/01' });
    const b = await addSub({ code: 'TIGER-02', name: 'Khaki' });
    const first = await savePrice({ subProductId: a._id, subProductArticle: 'T/01', silverPrice: 95, goldPrice: 89.5, platinumPrice: 84.25 });
    expect(first.statusCode).toBe(201);
    expect(first.json().result).toEqual({ subProductId: a._id, subProductArticle: 'T/01', silverPrice: 95, goldPrice: 89.5, platinumPrice: 84.25, modifyAt: expect.any(String), version: 1 });
    t.clock.advance(1000);
    const second = await savePrice({ subProductId: a._id, subProductArticle: 'T/01', silverPrice: 96, goldPrice: 0, platinumPrice: 85.1 });
    expect(second.statusCode).toBe(201);
    expect(second.json().result.modifyAt > first.json().result.modifyAt).toBe(true);
    const rows = await prices(messages.fixedProductCode);
    expect(rows[0]).toMatchObject({ code: 'TIGER-01', silverPrice: 96, goldPrice: 0, platinumPrice: 85.1, priced: true, version: 2 });
    expect(rows[1]).toMatchObject({ _id: b._id, priced: false });
    expect(await t.app.db.selectFrom('sku_prices').select('skuId').execute()).toHaveLength(1);
  });

  it('refuses negative prices, three decimals and strings with 400 naming the field, and keeps the stored price', async () => {
    const a = await addSub({ code: 'TIGER-01', name: 'Navy' });
    const base = { subProductId: a._id, subProductArticle: '', silverPrice: 10, goldPrice: 9, platinumPrice: 8 };
    expect((await savePrice(base)).statusCode).toBe(201);
    for (const [over, field] of [
      [{ silverPrice: -1 }, 'silverPrice'],
      [{ goldPrice: 1.005 }, 'goldPrice'],
      [{ platinumPrice: 12.345 }, 'platinumPrice'],
      [{ platinumPrice: '12' }, 'platinumPrice'],
      [{ silverPrice: 'abc' }, 'silverPrice'],
      [{ goldPrice: undefined }, 'goldPrice'],
      [{ subProductId: undefined }, 'subProductId'],
    ] as const) {
      const r = await savePrice({ ...base, ...over });
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().message).toContain(field);
    }
    expect((await prices(messages.fixedProductCode))[0]).toMatchObject({ silverPrice: 10, goldPrice: 9, platinumPrice: 8 });
  });

  it('answers 404 for an unknown sub product and stores nothing', async () => {
    const r = await savePrice({ subProductId: 'nope', subProductArticle: '', silverPrice: 1, goldPrice: 1, platinumPrice: 1 });
    expect(r.statusCode).toBe(404);
    expect(await t.app.db.selectFrom('sku_prices').selectAll().execute()).toEqual([]);
  });

  it('guards both calls: 401 without a token or with a forged one, 403 with a member token', async () => {
    const a = await addSub({ code: 'TIGER-01', name: 'Navy' });
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const body = { subProductId: a._id, subProductArticle: '', silverPrice: 1, goldPrice: 1, platinumPrice: 1 };
    // '' sends no Authorization header (undefined would fall back to the admin token).
    const calls = async (as = '') => [await t.call({ method: 'POST', url: joinUrl, token: as, payload: { code: messages.fixedProductCode } }), await savePrice(body, as)];
    for (const r of await calls()) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect((await prices(messages.fixedProductCode))[0].priced).toBe(false);
  });
});

describe('the demo seed (products, then sub products)', () => {
  it('gives TIGER 3 to 6 priced sub products, and 2 or 3 other products some', async () => {
    await seedProducts(t.app);
    await seedSubProducts(t.app);
    await seedSubProducts(t.app); // idempotent
    const tigerRows = await prices(messages.fixedProductCode);
    expect(tigerRows.length).toBeGreaterThanOrEqual(3);
    expect(tigerRows.length).toBeLessThanOrEqual(6);
    expect(tigerRows.filter((r: { priced: boolean }) => r.priced).length).toBeGreaterThanOrEqual(3);
    const all = (await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result as Array<{ products: Array<{ code: string }> }>;
    const others = new Set(all.flatMap((s) => s.products.map((p) => p.code)).filter((c) => c !== messages.fixedProductCode));
    expect(others.size).toBeGreaterThanOrEqual(2);
    expect(others.size).toBeLessThanOrEqual(3);
  });
});
