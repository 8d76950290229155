import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSubProducts } from '../../server/db/seed/subProducts.js';
import { insertSkus } from '../../server/modules/productSku/queries.js';
import { catalogueTexts, conflictTexts, messages } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();
let token: string;
let tiger: { _id: string };
let voile: { _id: string };

async function form(url: string, fields: Record<string, string | string[]>, image = true, as: string | undefined = token) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  if (image) body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#225588'))], { type: 'image/png' }), 's.png');
  const req = new Request('http://local/', { method: 'POST', body });
  return t.call({ method: 'POST', url, token: as, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
}
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).filter((f) => !f.includes('-w'));

beforeEach(async () => {
  token = await t.adminToken();
});
/** TIGER and VOILE under one category (the seed's last test starts without them). */
async function addTigerAndVoile() {
  const cat = (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: 'Uniform' }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) })).json().result;
  tiger = (await form('/api/product/add_new_product', { code: 'TIGER', name: 'Tiger Twill', width: '58"', categoryId: cat.categoryId })).json().result;
  voile = (await form('/api/product/add_new_product', { code: 'VOILE', name: 'Voile', width: '58"', categoryId: cat.categoryId })).json().result;
}
const savePrice = (payload: object) => t.call({ method: 'POST', url: '/api/sub_product_price/add_new_sub_product_price', token, payload });

describe('sub products', () => {
  beforeEach(addTigerAndVoile);

  it('edits and deletes an imported colour (a SKU), keeping a picture another colour still shows', async () => {
    const first = (await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'TIGER-01', name: 'Navy' })).json().result;
    // A second colour showing the same picture (as the seed's swatches and a sheet's shared photo do).
    await insertSkus(t.app.db, [{ sku: 'TIGER-02', name: 'Navy too', path: first.url, article: '', parentsSku: 'TIGER', stock: 3, marketPrices: 90, categoryId: '', isActived: true }], new Date());
    const second = (await t.call({ method: 'POST', url: '/api/sub_product/get_sub_product_by_product_code/TIGER', token, payload: {} })).json().result[1];
    expect(second).toMatchObject({ code: 'TIGER-02', url: first.url, productId: [tiger._id] });
    // The imported colour is edited like any other: a new picture; the shared one stays for TIGER-01.
    const edit = await form(`/api/sub_product/update_sub_product_by_id/${second._id}`, { productId: tiger._id, code: 'TIGER-02', name: 'Ink' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().result.url).not.toBe(first.url);
    expect((await t.call({ method: 'GET', url: first.url })).statusCode).toBe(200);
    // Its stock and market price (the sheet's columns) are kept by the dialog's edit.
    const row = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku', token, payload: { parentsSku: 'TIGER' } });
    expect(row.json().result.find((s: { sku: string }) => s.sku === 'TIGER-02')).toMatchObject({ name: 'Ink', stock: 3, marketPrices: 90 });
    expect((await t.call({ method: 'DELETE', url: `/api/sub_product/delete_sub_product_by_id/${second._id}`, token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: first.url })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/sub_product/delete_sub_product_by_id/${first._id}`, token })).statusCode).toBe(200);
    expect(uploads()).not.toContain(first.url.slice('/uploads/'.length));
  });
  it('adds a colour of one parent (the storefront shows it at once), lists it with its parent, finds by product code, edits, and deletes with the price and picture', async () => {
    // A colour belongs to one fabric: two parents are refused, nothing stored.
    const two = await form('/api/sub_product/add_new_sub_product', { productId: [tiger._id, voile._id], code: 'TIGER-01', name: 'Navy', article: 'T/01' });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(catalogueTexts.oneParent);
    expect((await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result).toEqual([]);

    const add = await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'TIGER-01', name: 'Navy', article: 'T/01' });
    expect(add.statusCode).toBe(201);
    const navy = add.json().result;
    expect(navy).toMatchObject({ code: 'TIGER-01', productId: [tiger._id] });
    expect(navy.products.map((p: { code: string }) => p.code)).toEqual(['TIGER']);
    // It is a SKU of TIGER, on the storefront's colour list.
    const shown = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: { parentsSku: 'TIGER', isActived: true } });
    expect(shown.json().result.map((s: { sku: string }) => s.sku)).toEqual(['TIGER-01']);
    const all = (await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result;
    expect(all).toEqual([navy]);
    const byCode = (await t.call({ method: 'POST', url: '/api/sub_product/get_sub_product_by_product_code/tiger', token, payload: {} })).json().result;
    expect(byCode.map((s: { code: string }) => s.code)).toEqual(['TIGER-01']);
    expect((await t.call({ method: 'POST', url: '/api/sub_product/get_sub_product_by_product_code/NOPE', token, payload: {} })).json().result).toEqual([]);

    expect((await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'tiger-01', name: 'Again' })).statusCode).toBe(409);
    const dup = await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'tiger-01', name: 'Again' });
    expect(dup.json().message).toBe(conflictTexts.duplicateCode('sub product', 'tiger-01'));

    const edit = await form(`/api/sub_product/update_sub_product_by_id/${navy._id}`, { productId: voile._id, code: 'TIGER-01', name: 'Deep Navy', article: 'T/01' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().result).toMatchObject({ name: 'Deep Navy', productId: [voile._id] });
    const moved = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: { parentsSku: 'VOILE', isActived: true } });
    expect(moved.json().result.map((s: { sku: string; name: string }) => `${s.sku} ${s.name}`)).toEqual(['TIGER-01 Deep Navy']);
    expect(uploads()).not.toContain(navy.url.slice('/uploads/'.length));

    expect((await savePrice({ subProductId: navy._id, subProductArticle: 'T/01', silverPrice: 1, goldPrice: 2, platinumPrice: 3 })).statusCode).toBe(201);
    const del = await t.call({ method: 'DELETE', url: `/api/sub_product/delete_sub_product_by_id/${navy._id}`, token });
    expect(del.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result).toEqual([]);
    expect(await t.app.db.selectFrom('sku_prices').selectAll().execute()).toEqual([]);
    expect(uploads().filter((f) => f !== undefined)).toHaveLength(3); // the category's and the two products' pictures
    // With its sub product gone, the product can be deleted again.
    expect((await t.call({ method: 'DELETE', url: `/api/product/delete_product_by_id/${voile._id}`, token })).statusCode).toBe(200);
  });

  it('answers 400 naming the field and stores nothing', async () => {
    for (const [fields, field] of [
      [{ code: 'X-1', name: 'N' }, 'productId'],
      [{ productId: tiger._id, name: 'N' }, 'code'],
      [{ productId: tiger._id, code: 'X-1' }, 'name'],
      [{ productId: 'nope', code: 'X-1', name: 'N' }, 'productId'],
    ] as const) {
      const r = await form('/api/sub_product/add_new_sub_product', fields as Record<string, string>);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const noImage = await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'X-1', name: 'N' }, false);
    expect(noImage.json().message).toContain('image');
    expect((await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result).toEqual([]);
  });
});

describe('sub products: ids, pictures, guard, seed', () => {
  beforeEach(addTigerAndVoile);
  const list = async () => (await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result;

  it('answers 404 to an unknown id on edit and delete, storing no picture', async () => {
    const before = uploads();
    const edit = await form('/api/sub_product/update_sub_product_by_id/nope', { productId: tiger._id, code: 'X-1', name: 'N' });
    expect(edit.statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: '/api/sub_product/delete_sub_product_by_id/nope', token })).statusCode).toBe(404);
    expect(uploads()).toEqual(before);
  });

  it('keeps the old picture when an edit is refused, and the old one goes when an edit without a picture keeps it', async () => {
    const a = (await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'TIGER-01', name: 'Navy' })).json().result;
    await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'TIGER-02', name: 'Khaki' });
    const before = uploads();
    // A duplicate code with a new picture: 409, the new picture is not kept, the old one stays.
    const dup = await form(`/api/sub_product/update_sub_product_by_id/${a._id}`, { productId: tiger._id, code: 'tiger-02', name: 'Navy' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicateCode('sub product', 'tiger-02'));
    // An unknown parent: 400 naming productId, nothing kept either.
    const bad = await form(`/api/sub_product/update_sub_product_by_id/${a._id}`, { productId: 'nope', code: 'TIGER-01', name: 'Navy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('productId');
    expect(uploads()).toEqual(before);
    // Without a picture the edit keeps the stored one.
    const kept = await form(`/api/sub_product/update_sub_product_by_id/${a._id}`, { productId: tiger._id, code: 'TIGER-01', name: 'Navy Blue', article: '' }, false);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().result).toMatchObject({ name: 'Navy Blue', url: a.url });
    expect(uploads()).toEqual(before);
    expect((await list()).map((s: { name: string }) => s.name)).toEqual(['Navy Blue', 'Khaki']);
  });

  it('guards every call: 401 without a token or with a forged one, 403 with a member token', async () => {
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    // '' sends no Authorization header (undefined would fall back to the admin token).
    const calls = async (as = '') => [
      await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token: as }),
      await form('/api/sub_product/add_new_sub_product', { productId: tiger._id, code: 'X-1', name: 'N' }, true, as),
      await form('/api/sub_product/update_sub_product_by_id/abc', { productId: tiger._id, code: 'X-1', name: 'N' }, true, as),
      await t.call({ method: 'DELETE', url: '/api/sub_product/delete_sub_product_by_id/abc', token: as }),
      await t.call({ method: 'POST', url: '/api/sub_product/get_sub_product_by_product_code/TIGER', token: as, payload: {} }),
    ];
    const before = uploads();
    for (const r of await calls()) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(uploads()).toEqual(before);
    expect(await list()).toEqual([]);
  });

  it('seeds priced sub products of TIGER once, skipping products that do not exist', async () => {
    await seedSubProducts(t.app);
    await seedSubProducts(t.app);
    const all = await list();
    // Only TIGER exists here (the other seeded parents are missing and skipped).
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeLessThanOrEqual(6);
    for (const s of all) expect(s.productId).toEqual([tiger._id]);
    for (const s of all) expect(uploads()).toContain(s.url.slice('/uploads/'.length));
    const priced = (await t.call({ method: 'POST', url: '/api/sub_product_price/get_sub_product_price_join_sub_product', token, payload: { code: messages.fixedProductCode } })).json().result;
    expect(priced.filter((p: { priced: boolean }) => p.priced).length).toBeGreaterThanOrEqual(3);
    expect(priced.find((p: { priced: boolean }) => p.priced)).toMatchObject({ silverPrice: expect.any(Number), goldPrice: expect.any(Number), platinumPrice: expect.any(Number) });
  });

});

describe('sub products: the seed without products', () => {
  it('seeds nothing, without failing, when no parent product exists yet', async () => {
    await seedSubProducts(t.app);
    expect((await t.call({ method: 'GET', url: '/api/sub_product/get_sub_product_all', token })).json().result).toEqual([]);
  });
});
