import { beforeEach, describe, expect, it } from 'vitest';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus, insertSkus } from '../../server/modules/productSku/queries.js';
import { pricesApi } from '../../src/contract/prices.js';
import { shopSettingApi } from '../../src/contract/shopSetting.js';
import { productSkuApi } from '../../src/contract/productSku.js';
import { adminMemberApi } from '../../src/contract/adminMember.js';
import { subProductPriceApi } from '../../src/contract/subProductPrice.js';
import { registerMember } from '../helpers/accounts.js';
import { useTestApp } from '../helpers/app.js';

/**
 * Issue 16 §3, prices that reach someone: the shop's "show prices" setting decides whether the public
 * colour list carries market prices at all; a website member whose email is a business customer's with
 * a tier sees that tier's prices through their own call.
 */
const t = useTestApp();
const url = (path: string) => `/api${path}`;
let admin: string;
const ids: Record<string, string> = {};

const colour = (sku: string, marketPrices: number, isActived = true) => ({
  sku,
  name: sku,
  path: '',
  article: `A/${sku}`,
  parentsSku: 'CT-VOI-150',
  stock: 10,
  marketPrices,
  categoryId: 'COTTON',
  isActived,
});

beforeEach(async () => {
  admin = await t.adminToken();
  const db = t.app.db;
  const now = new Date(t.clock.now);
  await insertCategory(db, { categoryId: 'COTTON', name: 'Cotton', discription: '', url: '' }, now);
  await insertParentSkus(
    db,
    [{ parentsSku: 'CT-VOI-150', name: 'Voile', path: '', width: '58"', composition: '100% Cotton', weaving: 'Plain', discription: '', productType: 'FABRICS', categoryId: 'COTTON', isActived: true }],
    now,
  );
  const skus = await insertSkus(db, [colour('CT-VOI-150-01', 120.5), colour('CT-VOI-150-02', 99), colour('CT-VOI-150-03', 80, false)], now);
  for (const s of skus) ids[s.sku] = s._id;
});

const publicColours = async () => {
  const r = await t.call({ method: 'POST', url: url(productSkuApi.skusByParentActive.path), payload: { parentsSku: 'CT-VOI-150', isActived: true } });
  expect(r.statusCode).toBe(200);
  return r.json().result as Array<Record<string, unknown>>;
};
const setShowPrices = (showPrices: boolean, token: string | null = admin) =>
  t.call({ method: 'POST', url: url(shopSettingApi.saveSettings.path), token: token ?? undefined, payload: { showPrices } });
const memberPrices = (token: string | undefined, parentsSku = 'CT-VOI-150') => t.call({ method: 'POST', url: url(pricesApi.memberPrices.path), token, payload: { parentsSku } });
const addCustomer = (fields: Record<string, unknown>) => t.call({ method: 'POST', url: url(adminMemberApi.add.path), token: admin, payload: { firstName: 'Napa', lastName: 'Textiles', ...fields } });
const priceColour = (sku: string, silverPrice: number, goldPrice: number, platinumPrice: number) =>
  t.call({ method: 'POST', url: url(subProductPriceApi.save.path), token: admin, payload: { subProductId: ids[sku], silverPrice, goldPrice, platinumPrice } });

describe('the shop setting "show prices"', () => {
  it('starts off: the public colour list sends no price at all, even in its raw JSON', async () => {
    const settings = await t.call({ method: 'GET', url: url(shopSettingApi.settings.path), token: admin });
    expect(settings.json().result).toMatchObject({ showPrices: false });
    const colours = await publicColours();
    expect(colours.map((c) => c.sku)).toEqual(['CT-VOI-150-01', 'CT-VOI-150-02']);
    for (const c of colours) expect(c).not.toHaveProperty('marketPrices');
  });

  it('switched on, the public list carries market prices at once (the cached list is cleared); off again, they are gone', async () => {
    await publicColours(); // fills the public cache
    expect((await setShowPrices(true)).json().result).toMatchObject({ showPrices: true });
    expect((await publicColours()).map((c) => c.marketPrices)).toEqual([120.5, 99]);
    expect((await setShowPrices(false)).statusCode).toBe(200);
    for (const c of await publicColours()) expect(c).not.toHaveProperty('marketPrices');
  });

  it('is the admin\'s alone (401 without a token) and refuses a body that is not a boolean with 400 naming the field', async () => {
    expect((await setShowPrices(true, null)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: url(shopSettingApi.settings.path) })).statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: url(shopSettingApi.saveSettings.path), token: admin, payload: { showPrices: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/showPrices/);
    expect((await t.call({ method: 'GET', url: url(shopSettingApi.settings.path), token: admin })).json().result.showPrices).toBe(false);
  });
});

describe("a member's prices", () => {
  it('a member whose email is a gold customer\'s sees the gold price of each priced colour; an unpriced colour has none while prices are hidden', async () => {
    const m = await registerMember(t, { email: 'napa@fabrics.test' });
    expect((await addCustomer({ email: 'Napa@Fabrics.test', tier: 'gold' })).statusCode).toBe(201);
    expect((await priceColour('CT-VOI-150-01', 110, 104.25, 99.5)).statusCode).toBe(201);
    const r = await memberPrices(m.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.json().result).toEqual({ tier: 'gold', prices: [{ sku: 'CT-VOI-150-01', price: 104.25, tier: 'gold' }] });
    // With prices shown, the unpriced colour falls back to its market price (marked as such).
    await setShowPrices(true);
    expect((await memberPrices(m.token)).json().result.prices).toEqual([
      { sku: 'CT-VOI-150-01', price: 104.25, tier: 'gold' },
      { sku: 'CT-VOI-150-02', price: 99, tier: 'none' },
    ]);
  });

  it('a member with no tier sees what a visitor sees: nothing while prices are hidden, the market price once shown', async () => {
    const m = await registerMember(t);
    await priceColour('CT-VOI-150-01', 110, 104.25, 99.5);
    expect((await memberPrices(m.token)).json().result).toEqual({ tier: 'none', prices: [] });
    await setShowPrices(true);
    expect((await memberPrices(m.token)).json().result.prices.map((p: { price: number }) => p.price)).toEqual([120.5, 99]);
  });

  it('follows the tier set on the Members screen: a change of tier changes the prices; an edit that leaves the tier out keeps it', async () => {
    const m = await registerMember(t, { email: 'pim@fabrics.test' });
    const customer = (await addCustomer({ email: 'pim@fabrics.test', tier: 'silver' })).json().result;
    expect(customer.tier).toBe('silver');
    await priceColour('CT-VOI-150-01', 110, 104.25, 99.5);
    expect((await memberPrices(m.token)).json().result.prices[0]).toEqual({ sku: 'CT-VOI-150-01', price: 110, tier: 'silver' });
    const edit = (fields: object) => t.call({ method: 'POST', url: url(adminMemberApi.update.path.replace(':id', customer._id)), token: admin, payload: { firstName: 'Pim', lastName: 'Textiles', email: 'pim@fabrics.test', ...fields } });
    expect((await edit({ tier: 'platinum' })).json().result.tier).toBe('platinum');
    expect((await memberPrices(m.token)).json().result.prices[0].price).toBe(99.5);
    expect((await edit({ bussiness: 'Pim Co.' })).json().result.tier).toBe('platinum');
  });

  it('refuses an unknown tier with 400 naming the field, and a visitor without a member token with 401', async () => {
    const bad = await addCustomer({ email: 'x@fabrics.test', tier: 'diamond' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tier/);
    expect((await memberPrices(undefined)).statusCode).toBe(401);
    // An admin token is not a member's.
    expect((await memberPrices(admin)).statusCode).toBe(403);
  });

  it("never answers a switched-off colour's price, and nothing for an unknown parent code", async () => {
    const m = await registerMember(t, { email: 'dao@fabrics.test' });
    await addCustomer({ email: 'dao@fabrics.test', tier: 'gold' });
    await priceColour('CT-VOI-150-03', 50, 45, 40);
    expect((await memberPrices(m.token)).json().result.prices).toEqual([]);
    expect((await memberPrices(m.token, 'NO-SUCH')).json().result).toEqual({ tier: 'gold', prices: [] });
  });
});
