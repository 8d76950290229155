import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../server/db/seed/catalog.js';
import { seedFoundation } from '../../server/db/seed/foundation.js';
import { seedProducts } from '../../server/db/seed/products.js';
import { insertSkus } from '../../server/modules/productSku/queries.js';
import { conflictTexts, messages } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

type Product = { _id: string; code: string; name: string; composition: string; width: string; url: string; categoryId: string[]; productType: string[] };

/** A multipart call; a field given as an array is sent once per value (a multi-select). */
async function form(url: string, fields: Record<string, string | string[]>, opts: { image?: boolean; colour?: string; as?: string | null } = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  if (opts.image ?? true) body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, opts.colour ?? '#884422'))], { type: 'image/png' }), 'p.png');
  const req = new Request('http://local/', { method: 'POST', body });
  const as = opts.as === undefined ? token : (opts.as ?? undefined);
  return t.call({ method: 'POST', url, token: as, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
}
const addProduct = (fields: Record<string, string | string[]>, opts?: Parameters<typeof form>[2]) => form('/api/product/add_new_product', fields, opts);
const updateProduct = (id: string, fields: Record<string, string | string[]>, opts?: Parameters<typeof form>[2]) => form(`/api/product/update_product_by_id/${id}`, fields, { image: false, ...opts });
const removeProduct = (id: string, as: string | null = token) => t.call({ method: 'DELETE', url: `/api/product/delete_product_by_id/${id}`, token: as ?? undefined });
const all = async () => (await t.call({ method: 'GET', url: '/api/product/get_product_all' })).json().result as Product[];
/** The public lookups are POSTs (spec.md §7). */
const lookup = async (url: string) => ((await t.call({ method: 'POST', url, payload: {} })).json().result as Product[]).map((p) => p.code);
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.'));
const filesOf = (url: string) => uploads().filter((f) => f.startsWith(url.slice('/uploads/'.length, -'.webp'.length)));

async function category(name: string) {
  const r = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) });
  return r.json().result as { categoryId: string; url: string };
}
async function productType(name: string) {
  const r = await t.call({ method: 'POST', url: '/api/product_type/add_new_product_type/', token, ...(await multipart({ name }, { image: { name: 't.png', type: 'image/png', data: await pngBytes() } })) });
  return r.json().result as { _id: string };
}

describe('product: add', () => {
  it('adds with several categories, types and compositions (201), and the public calls show it at once', async () => {
    const cotton = await category('Cotton');
    const uniform = await category('Uniform');
    const fabrics = await productType('FABRICS');
    expect(await lookup(`/api/product/get_product_by_category_id/${uniform.categoryId}`)).toEqual([]); // cached now
    expect(await all()).toEqual([]);

    const add = await addProduct({
      code: 'TIGER', name: 'Tiger Twill', width: '58"', construction: '20x16', density: '120x60', weaving: 'Twill', discription: 'Uniform twill',
      categoryId: [uniform.categoryId, cotton.categoryId], productType: fabrics._id, composition: ['65% Polyester 35% Cotton', 'Spandex 2%'], subProductArticle: 'A-1',
    });
    expect(add.statusCode).toBe(201);
    const tiger = add.json().result as Product;
    expect(tiger).toMatchObject({
      code: 'TIGER', name: 'Tiger Twill', width: '58"', construction: '20x16', density: '120x60', weaving: 'Twill', discription: 'Uniform twill',
      composition: '65% Polyester 35% Cotton, Spandex 2%', categoryId: [uniform.categoryId, cotton.categoryId], productType: [fabrics._id],
    });
    expect(filesOf(tiger.url)).toHaveLength(4);
    // The admin's records carry their links.
    expect(await all()).toEqual([tiger]);
    expect(await lookup(`/api/product/get_product_by_category_id/${uniform.categoryId}`)).toEqual(['TIGER']);
    expect(await lookup(`/api/product/get_product_by_category_id/${cotton.categoryId}`)).toEqual(['TIGER']);
    expect(await lookup('/api/product/get_product_by_product_type/FABRICS')).toEqual(['TIGER']);
    expect(await lookup(`/api/product/get_product_by_product_type/${fabrics._id}`)).toEqual(['TIGER']);
  });

  it('answers 400 naming the field: name, code, width, category and image required; unknown categories and types refused; no file kept', async () => {
    const cotton = await category('Cotton');
    const base = { code: 'P1', name: 'Poplin', width: '58"', categoryId: cotton.categoryId };
    for (const field of ['name', 'code', 'width', 'categoryId'] as const) {
      const { [field]: _, ...rest } = base;
      const r = await addProduct(rest);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toContain(field);
      const blank = await addProduct({ ...base, [field]: ' ' });
      expect(blank.statusCode, `${field} blank`).toBe(400);
      expect(blank.json().message).toContain(field);
    }
    const noImage = await addProduct(base, { image: false });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('image');
    const badCategory = await addProduct({ ...base, categoryId: [cotton.categoryId, 'NOPE'] });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toContain('categoryId');
    const badType = await addProduct({ ...base, productType: 'nope' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('productType');
    expect(await all()).toEqual([]);
    expect(uploads().sort()).toEqual(filesOf(cotton.url).sort()); // the category's picture only
  });

  it('refuses a duplicate code in any case with 409, keeping no picture of the refused one', async () => {
    const cotton = await category('Cotton');
    const p = (await addProduct({ code: 'TIGER', name: 'Tiger', width: '58"', categoryId: cotton.categoryId })).json().result as Product;
    const dup = await addProduct({ code: 'tiger', name: 'Other', width: '1', categoryId: cotton.categoryId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicateCode('product', 'tiger'));
    expect(await all()).toEqual([p]);
    expect(uploads().sort()).toEqual([...filesOf(cotton.url), ...filesOf(p.url)].sort());
  });
});

describe('product: edit', () => {
  it('replaces fields and links keeping the picture, then replaces the picture removing the old files; public calls follow', async () => {
    const cotton = await category('Cotton');
    const uniform = await category('Uniform');
    const fabrics = await productType('FABRICS');
    const tiger = (await addProduct({ code: 'TIGER', name: 'Tiger Twill', width: '58"', categoryId: [cotton.categoryId, uniform.categoryId], productType: fabrics._id })).json().result as Product;
    expect(await lookup(`/api/product/get_product_by_category_id/${cotton.categoryId}`)).toEqual(['TIGER']); // cached now

    const edit = await updateProduct(tiger._id, { code: 'TIGER', name: 'Tiger Twill 2', width: '60"', categoryId: uniform.categoryId, composition: '100% Cotton' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().result).toMatchObject({ name: 'Tiger Twill 2', width: '60"', composition: '100% Cotton', categoryId: [uniform.categoryId], productType: [], url: tiger.url });
    expect(await lookup(`/api/product/get_product_by_category_id/${cotton.categoryId}`)).toEqual([]);
    expect(await lookup('/api/product/get_product_by_product_type/FABRICS')).toEqual([]);
    expect((await all())[0].name).toBe('Tiger Twill 2');

    const replaced = await updateProduct(tiger._id, { code: 'TIGER', name: 'Tiger Twill 2', width: '60"', categoryId: uniform.categoryId }, { image: true, colour: '#113355' });
    expect(replaced.statusCode).toBe(200);
    const url = replaced.json().result.url as string;
    expect(url).not.toBe(tiger.url);
    expect(filesOf(tiger.url)).toEqual([]);
    expect(filesOf(url)).toHaveLength(4);
    expect((await all())[0].url).toBe(url);
  });

  it('answers 409 on a taken code (the new picture dropped, the old kept), 400 naming the field, 404 for an unknown id', async () => {
    const cotton = await category('Cotton');
    const a = (await addProduct({ code: 'A1', name: 'A', width: '1', categoryId: cotton.categoryId })).json().result as Product;
    await addProduct({ code: 'B1', name: 'B', width: '1', categoryId: cotton.categoryId });
    const before = uploads().sort();
    const clash = await updateProduct(a._id, { code: 'b1', name: 'A', width: '1', categoryId: cotton.categoryId }, { image: true });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(conflictTexts.duplicateCode('product', 'b1'));
    expect(uploads().sort()).toEqual(before);
    const noWidth = await updateProduct(a._id, { code: 'A1', name: 'A', categoryId: cotton.categoryId });
    expect(noWidth.statusCode).toBe(400);
    expect(noWidth.json().message).toContain('width');
    const noCategory = await updateProduct(a._id, { code: 'A1', name: 'A', width: '1' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toContain('categoryId');
    expect((await updateProduct('nope', { code: 'Z', name: 'Z', width: '1', categoryId: cotton.categoryId })).statusCode).toBe(404);
    expect((await all()).find((p) => p._id === a._id)).toEqual(a);
  });
});

describe('product: designs (issue 16 §1)', () => {
  async function design(name: string, icon = 'Waves') {
    const r = await t.call({ method: 'POST', url: '/api/product_design/add_new_product_design', token, ...(await multipart({ name, icon }, { image: { name: 'd.png', type: 'image/png', data: await pngBytes() } })) });
    return r.json().result as { _id: string };
  }
  const publicParent = async (code: string) =>
    (await t.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_by_parents_sku', payload: { parentsSku: code } })).json().result[0] as { designs?: string[] };

  it('attaches designs from the dialog; the colour page\'s parent answer names them; an edit replaces them; an unknown one is refused with 400', async () => {
    const cotton = await category('Cotton');
    const stripe = await design('Stripe');
    const check = await design('Check', 'GridOn');
    const p = (await addProduct({ code: 'SH-1', name: 'Shirting', width: '58"', categoryId: cotton.categoryId, design: [stripe._id, check._id] })).json().result as Product & { design: string[] };
    expect([...p.design].sort()).toEqual([stripe._id, check._id].sort());
    expect((await publicParent('SH-1')).designs).toEqual(['Check', 'Stripe']);
    const edited = (await updateProduct(p._id, { code: 'SH-1', name: 'Shirting', width: '58"', categoryId: cotton.categoryId, design: check._id })).json().result;
    expect(edited.design).toEqual([check._id]);
    expect((await publicParent('SH-1')).designs).toEqual(['Check']);
    // None chosen: none kept, and the public answer leaves the field out.
    await updateProduct(p._id, { code: 'SH-1', name: 'Shirting', width: '58"', categoryId: cotton.categoryId });
    expect(await publicParent('SH-1')).not.toHaveProperty('designs');
    const bad = await updateProduct(p._id, { code: 'SH-1', name: 'Shirting', width: '58"', categoryId: cotton.categoryId, design: 'no-such-design' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body.design: no product design no-such-design');
  });

  it('refuses to delete a design a product shows (409 naming how many), and deletes it once no product does', async () => {
    const cotton = await category('Cotton');
    const stripe = await design('Stripe');
    const p = (await addProduct({ code: 'SH-2', name: 'Shirting 2', width: '58"', categoryId: cotton.categoryId, design: stripe._id })).json().result as Product;
    const del = () => t.call({ method: 'DELETE', url: `/api/product_design/delete_product_design_by_id/${stripe._id}`, token });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(conflictTexts.inUse('design', '1 product'));
    await updateProduct(p._id, { code: 'SH-2', name: 'Shirting 2', width: '58"', categoryId: cotton.categoryId });
    expect((await del()).statusCode).toBe(200);
  });
});

describe('product: delete', () => {
  it('deletes the row, its links and its picture files; the public calls drop it at once; 404 the second time', async () => {
    const cotton = await category('Cotton');
    const fabrics = await productType('FABRICS');
    const p = (await addProduct({ code: 'P1', name: 'Poplin', width: '58"', categoryId: cotton.categoryId, productType: fabrics._id })).json().result as Product;
    expect(await lookup(`/api/product/get_product_by_category_id/${cotton.categoryId}`)).toEqual(['P1']);
    const del = await removeProduct(p._id);
    expect(del.statusCode).toBe(200);
    expect(await all()).toEqual([]);
    expect(await lookup(`/api/product/get_product_by_category_id/${cotton.categoryId}`)).toEqual([]);
    expect(filesOf(p.url)).toEqual([]);
    expect(await t.app.db.selectFrom('parent_skus').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('parent_sku_categories').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('parent_sku_types').selectAll().execute()).toEqual([]);
    // The product type is free again.
    expect((await t.call({ method: 'DELETE', url: `/api/product_type/delete_product_type_by_id/${fabrics._id}`, token })).statusCode).toBe(200);
    expect((await removeProduct(p._id)).statusCode).toBe(404);
  });

  it('answers 409 saying how many colours (SKUs, imported or added) belong to it, deleting nothing', async () => {
    const cotton = await category('Cotton');
    const linen = await category('Linen');
    const p = (await addProduct({ code: 'P1', name: 'Poplin', width: '58"', categoryId: [cotton.categoryId, linen.categoryId] })).json().result as Product;
    await insertSkus(t.app.db, [{ sku: 'P1-01', name: 'White', path: '', article: 'A', parentsSku: 'P1', stock: 1, marketPrices: 10, categoryId: cotton.categoryId, isActived: true }], new Date());
    await insertSkus(t.app.db, [{ sku: 'P1-02', name: 'Black', path: '', article: 'B', parentsSku: 'P1', stock: 1, marketPrices: 10, categoryId: cotton.categoryId, isActived: true }], new Date());
    const del = await removeProduct(p._id);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(conflictTexts.inUse('product', '2 sub products'));
    expect(await all()).toEqual([p]);
    expect(filesOf(p.url)).toHaveLength(4);
    expect(await t.app.db.selectFrom('parent_sku_categories').selectAll().execute()).toHaveLength(1);
  });
});

describe('product: guard', () => {
  it('answers 401 without a token or with a forged one and 403 with a member token on add, edit and delete', async () => {
    const cotton = await category('Cotton');
    const p = (await addProduct({ code: 'P1', name: 'Poplin', width: '58"', categoryId: cotton.categoryId })).json().result as Product;
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const fields = { code: 'P2', name: 'X', width: '1', categoryId: cotton.categoryId };
    const calls = async (as: string | null) => [await addProduct(fields, { as }), await updateProduct(p._id, fields, { as }), await removeProduct(p._id, as)];
    for (const r of await calls(null)) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await all()).toEqual([p]);
    expect(uploads().sort()).toEqual([...filesOf(cotton.url), ...filesOf(p.url)].sort());
  });
});

describe('the demo seed', () => {
  it('adds compositions and its products beside the sheet seed\'s (one catalogue, a dozen and more), TIGER among them, linked to categories and FABRICS; a second run adds nothing', async () => {
    await seedFoundation(t.app);
    await seedCatalog(t.app);
    await seedProducts(t.app);
    const products = await all();
    const compositions = (await t.call({ method: 'GET', url: '/api/product_composistion/get_product_composition_all', token })).json().result as Array<{ name: string }>;
    const fabrics = ((await t.call({ method: 'GET', url: '/api/product_type/get_product_type_all' })).json().result as Array<{ _id: string; name: string }>).find((x) => x.name === 'FABRICS')!;
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(compositions.length).toBeGreaterThanOrEqual(4);
    expect(compositions.length).toBeLessThanOrEqual(10);
    const tiger = products.find((p) => p.code === messages.fixedProductCode)!;
    expect(tiger).toBeDefined();
    expect(tiger.productType).toEqual([fabrics._id]);
    expect(tiger.categoryId.length).toBeGreaterThan(0);
    const listed = new Set(compositions.map((c) => c.name));
    for (const p of products) {
      expect(p.categoryId.length, p.code).toBeGreaterThan(0);
      expect(p.productType, p.code).toEqual([fabrics._id]);
      // Every composition a product names is one the dialog offers.
      for (const name of p.composition.split(', ')) expect(listed.has(name), `${p.code}: ${name}`).toBe(true);
      expect((await t.call({ method: 'GET', url: p.url })).statusCode, p.url).toBe(200);
    }
    expect(await lookup('/api/product/get_product_by_product_type/FABRICS')).toContain(messages.fixedProductCode);

    await seedProducts(t.app);
    t.app.publicCache.clear(); // the seed writes to the database directly
    expect(await all()).toHaveLength(products.length);
    expect((await t.call({ method: 'GET', url: '/api/product_composistion/get_product_composition_all', token })).json().result).toHaveLength(compositions.length);
  }, 60_000);
});
