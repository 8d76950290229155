import { describe, expect, it } from 'vitest';
import { makeApp, multipart, useTestApp } from '../helpers/app.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueTexts, conflictTexts } from '../../src/messages.js';
import { suggestCategoryId } from '../../src/contract/categoryId.js';
import { insertParentSkus } from '../../server/modules/productSku/queries.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();

/** Adds a category, shown publicly even while empty (these tests list categories with no fabric in them). */
async function addCategory(token: string, fields: Record<string, string>, image?: Buffer | null, type = 'image/png', name = 'a.png') {
  const body = await multipart({ alwaysShown: 'true', ...fields }, image ? { image: { name, type, data: image } } : {});
  return t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body });
}

/** The files under uploads/, sorted: a picture and its resized copies per stored image. */
const uploadFiles = async () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort();
const expectedFiles = (urls: string[]) =>
  urls.flatMap((u) => { const id = u.slice('/uploads/'.length, -'.webp'.length); return [`${id}.webp`, `${id}-w200.webp`, `${id}-w400.webp`, `${id}-w800.webp`]; }).sort();

describe('category', () => {
  it('starts empty, lists what an admin adds, and deletes it', async () => {
    const token = await t.adminToken();
    const empty = await t.call({ method: 'GET', url: '/api/category/get_category_all' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result).toEqual([]);

    const created = await addCategory(token, { name: 'Cotton Twill', discription: 'Soft twill' }, await pngBytes());
    expect(created.statusCode).toBe(201);
    const cat = created.json().result;
    expect(cat).toMatchObject({ name: 'Cotton Twill', discription: 'Soft twill', categoryId: 'COTTON-TWILL' });
    expect(cat.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);

    const image = await t.call({ method: 'GET', url: cat.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(String(image.headers['cache-control'])).toContain('max-age=31536000');

    const list = await t.call({ method: 'GET', url: '/api/category/get_category_all' });
    expect(list.json().result).toEqual([cat]);

    const del = await t.call({ method: 'DELETE', url: `/api/category/delete_category_by_id/${cat._id}`, token });
    expect(del.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result).toEqual([]);
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(404);
  });

  it('refuses a second category of the same name (any case) with 409, and keeps one public id per name', async () => {
    const token = await t.adminToken();
    const a = (await addCategory(token, { name: 'Batik' }, await pngBytes())).json().result;
    expect(a.categoryId).toBe('BATIK');
    const again = await addCategory(token, { name: 'BATIK' }, await pngBytes());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(conflictTexts.duplicate('category', 'BATIK'));
    const list = (await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result;
    expect(list.map((c: { categoryId: string }) => c.categoryId)).toEqual(['BATIK']);
    expect(await uploadFiles()).toEqual(expectedFiles([a.url]));
  });

  it('takes the public Category ID the admin sets (upper-cased), refuses a malformed or taken one, and suggests one for a Thai-only name', async () => {
    const token = await t.adminToken();
    const set = await addCategory(token, { name: 'ผ้าบาติก', categoryId: ' batik-hand ' }, await pngBytes());
    expect(set.statusCode).toBe(201);
    expect(set.json().result).toMatchObject({ name: 'ผ้าบาติก', categoryId: 'BATIK-HAND' });
    for (const categoryId of ['BATIK HAND', 'BATIK--HAND', '-BATIK', 'ผ้า']) {
      const bad = await addCategory(token, { name: `Other ${categoryId}`, categoryId }, await pngBytes());
      expect(bad.statusCode, categoryId).toBe(400);
      expect(bad.json().message).toBe(catalogueTexts.categoryIdRule);
    }
    const taken = await addCategory(token, { name: 'Hand Batik', categoryId: 'batik-hand' }, await pngBytes());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(conflictTexts.duplicateCode('category', 'BATIK-HAND'));
    // A Thai-only name without an id: a numbered one (the dialog offers the same to confirm), never 'CAT'.
    const thai = await addCategory(token, { name: 'ผ้าไหม' }, await pngBytes());
    expect(thai.json().result.categoryId).toBe('CATEGORY');
    expect((await addCategory(token, { name: 'ผ้าฝ้าย' }, await pngBytes())).json().result.categoryId).toBe('CATEGORY-2');
    expect(suggestCategoryId('Cotton Twill')).toBe('COTTON-TWILL');
    expect(suggestCategoryId('Crêpe de Chine')).toBe('CREPE-DE-CHINE');
    expect(suggestCategoryId('ผ้าไหม')).toBe('');
    // The stored pictures are the three categories' only.
    expect((await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result).toHaveLength(3);
  });

  it('offers a category publicly only while an active fabric is in it, unless the admin shows it anyway', async () => {
    const token = await t.adminToken();
    const offered = async () => (await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result.map((c: { categoryId: string }) => c.categoryId);
    const navbar = async () =>
      (await t.call({ method: 'POST', url: '/api/product_sku/get_product_category_data_actived', payload: { isActived: true } })).json().result.map((c: { categoryId: string }) => c.categoryId);
    const cat = (await addCategory(token, { name: 'Seersucker', alwaysShown: 'false' }, await pngBytes())).json().result;
    expect(cat.alwaysShown).toBe(false);
    expect(await offered()).toEqual([]);
    expect(await navbar()).toEqual([]);
    // A fabric in it (as its second category, which the Product dialog allows) offers it.
    const base = (await addCategory(token, { name: 'Base', alwaysShown: 'false' }, await pngBytes())).json().result;
    const form = await multipart({ code: 'SS-1', name: 'Seersucker 1', width: '58"', categoryId: [base.categoryId, cat.categoryId] }, { image: { name: 'p.png', type: 'image/png', data: await pngBytes() } });
    const added = await t.call({ method: 'POST', url: '/api/product/add_new_product', token, ...form });
    expect(added.json().result.categoryId).toEqual(['BASE', 'SEERSUCKER']);
    expect(await offered()).toEqual(['BASE', 'SEERSUCKER']);
    expect(await navbar()).toEqual(['BASE', 'SEERSUCKER']);
    // Switched off, the fabric no longer offers it; the admin may show the category anyway.
    const parent = (await t.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_by_parents_sku', payload: { parentsSku: 'SS-1' } })).json().result[0];
    expect((await t.call({ method: 'POST', url: '/api/product_sku/update_product_parents_sku_status', token, payload: { _id: parent._id, status: false } })).statusCode).toBe(200);
    expect(await offered()).toEqual([]);
    expect(await navbar()).toEqual([]);
    const shown = await t.call({ method: 'POST', url: `/api/category/update_category_by_id/${cat._id}`, token, ...(await multipart({ name: 'Seersucker', alwaysShown: 'true' })) });
    expect(shown.json().result.alwaysShown).toBe(true);
    expect(await offered()).toEqual(['SEERSUCKER']);
  });

  it('edits name and description, keeps the public id, and replaces the picture without leaving the old one', async () => {
    const token = await t.adminToken();
    const cat = (await addCategory(token, { name: 'Linen', discription: 'Flax' }, await pngBytes())).json().result;
    await addCategory(token, { name: 'Denim' }, await pngBytes());
    const update = async (fields: Record<string, string>, image?: Buffer) => {
      const body = await multipart(fields, image ? { image: { name: 'b.png', type: 'image/png', data: image } } : {});
      return t.call({ method: 'POST', url: `/api/category/update_category_by_id/${cat._id}`, token, ...body });
    };
    const textOnly = await update({ name: 'Linen Blend', discription: 'Flax and cotton' });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json().result).toEqual({ ...cat, name: 'Linen Blend', discription: 'Flax and cotton', version: 2 });

    const clash = await update({ name: 'denim' });
    expect(clash.statusCode).toBe(409);
    const blank = await update({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name');

    const withImage = await update({ name: 'Linen Blend' }, await pngBytes(80, 80, '#aa0000'));
    expect(withImage.statusCode).toBe(200);
    const next = withImage.json().result;
    expect(next.url).not.toBe(cat.url);
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: next.url })).statusCode).toBe(200);

    const listed = (await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result;
    expect(listed.find((c: { _id: string }) => c._id === cat._id)).toMatchObject({ name: 'Linen Blend', categoryId: 'LINEN', url: next.url });
    expect((await t.call({ method: 'POST', url: '/api/category/update_category_by_id/nope', token, ...(await multipart({ name: 'X' })) })).statusCode).toBe(404);
  });

  it('refuses to delete a category that products (parent SKUs) still name, deleting nothing', async () => {
    const token = await t.adminToken();
    const cat = (await addCategory(token, { name: 'Canvas' }, await pngBytes())).json().result;
    await insertParentSkus(t.app.db, [{ parentsSku: 'CV-01', name: 'Canvas 10 oz', categoryId: cat.categoryId, path: '', width: '', composition: '', weaving: '', discription: '', productType: 'FABRICS', isActived: true }], new Date());
    const r = await t.call({ method: 'DELETE', url: `/api/category/delete_category_by_id/${cat._id}`, token });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(conflictTexts.inUse('category', '1 product'));
    expect((await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: cat.url })).statusCode).toBe(200);
  });

  it('is one record with the SKU category: both screens edit the same row, and switching it off hides it publicly', async () => {
    const token = await t.adminToken();
    const cat = (await addCategory(token, { name: 'Seersucker', discription: 'Puckered' }, await pngBytes())).json().result;
    expect(cat).toMatchObject({ isActived: true, createAt: new Date(t.clock.now).toISOString() });
    const skuList = async () => (await t.call({ method: 'GET', url: '/api/product_sku/get_product_category_data_all', token })).json().result;
    const navbar = async () => (await t.call({ method: 'POST', url: '/api/product_sku/get_product_category_data_actived', payload: { isActived: true } })).json().result;
    expect(await skuList()).toEqual([cat]);
    expect(await navbar()).toEqual([cat]);

    const off = await t.call({ method: 'POST', url: '/api/product_sku/update_product_category_sku_status', token, payload: { _id: cat._id, status: false } });
    // The switch moves the version on (issue 20 §1.4), so an edit dialog opened before it is refused.
    expect(off.json().result).toEqual({ ...cat, isActived: false, version: 2 });
    const renamed = await t.call({ method: 'POST', url: `/api/category/update_category_by_id/${cat._id}`, token, ...(await multipart({ name: 'Seersucker Stripe', discription: 'Puckered' })) });
    expect(renamed.json().result).toEqual({ ...cat, name: 'Seersucker Stripe', isActived: false, version: 3 });
    expect(await skuList()).toEqual([{ ...cat, name: 'Seersucker Stripe', isActived: false, version: 3 }]);
    expect((await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result).toEqual([]);
    expect(await navbar()).toEqual([]);

    // A second category named like the first (any case) is still refused, switched off or not.
    expect((await addCategory(token, { name: 'SEERSUCKER STRIPE' }, await pngBytes())).statusCode).toBe(409);
  });

  it('answers 400 naming the field when the name or image is missing, and stores nothing', async () => {
    const token = await t.adminToken();
    const noName = await addCategory(token, { discription: 'x' }, await pngBytes());
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    const noImage = await addCategory(token, { name: 'Denim' }, null);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('image');
    const extra = await addCategory(token, { name: 'Denim', role: 'admin' }, await pngBytes());
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('role');
    expect((await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result).toEqual([]);
  });

  it('refuses a text file posing as an image with 400', async () => {
    const token = await t.adminToken();
    const r = await addCategory(token, { name: 'Fake' }, Buffer.from('hello, I am not a picture'), 'image/png', 'fake.png');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/image/);
  });

  it('refuses an image over the size cap with 413', async () => {
    const small = await makeApp({ maxImageBytes: 2048 });
    try {
      const big = await pngBytes(400, 400, '#123456');
      const body = await multipart({ name: 'Big' }, { image: { name: 'a.png', type: 'image/png', data: Buffer.concat([big, Buffer.alloc(4096, 7)]) } });
      const r = await small.call({ method: 'POST', url: '/api/category/add_new_category', token: await small.adminToken(), ...body });
      expect(r.statusCode).toBe(413);
      expect(r.json().message).toBeTruthy();
    } finally {
      await small.close();
    }
  });

  it('answers 404 deleting an unknown id', async () => {
    const token = await t.adminToken();
    const r = await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/nope', token });
    expect(r.statusCode).toBe(404);
  });

  it('guards every admin call: 401 without a token or with a forged one, 403 with a member token', async () => {
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const tampered = forged.slice(0, -4) + (forged.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (token?: string) => [
      await addCategory(token as string, { name: 'X' }, await pngBytes()),
      await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/abc', token }),
    ];
    for (const r of await calls(undefined)) expect(r.statusCode).toBe(401);
    for (const r of await calls(tampered)) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401); // signed, but no such admin
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
  });

  it('refuses a state-changing call without the XSRF header with 403', async () => {
    const token = await t.adminToken();
    const r = await t.call({ method: 'DELETE', url: '/api/category/delete_category_by_id/abc', token, xsrf: false });
    expect(r.statusCode).toBe(403);
    const mismatched = await t.call({
      method: 'DELETE',
      url: '/api/category/delete_category_by_id/abc',
      token,
      xsrf: false,
      cookies: { 'XSRF-TOKEN': 'one' },
      headers: { 'x-xsrf-token': 'two' },
    });
    expect(mismatched.statusCode).toBe(403);
  });
});
