import { beforeEach, describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

// The spec's paths keep their typo: product_composistion.
const BASE = '/api/product_composistion';
const list = async (as: string | null = token) => t.call({ method: 'GET', url: `${BASE}/get_product_composition_all`, token: as ?? undefined });
const names = async () => ((await list()).json().result as Array<{ name: string }>).map((c) => c.name);
const add = (payload: unknown, as: string | null = token) => t.call({ method: 'POST', url: `${BASE}/add_new_product_composition`, token: as ?? undefined, payload: payload as object });
const update = (id: string, payload: unknown, as: string | null = token) =>
  t.call({ method: 'POST', url: `${BASE}/update_product_composition_by_id/${id}`, token: as ?? undefined, payload: payload as object });
const remove = (id: string, as: string | null = token) => t.call({ method: 'DELETE', url: `${BASE}/delete_product_composition_by_id/${id}`, token: as ?? undefined });

/** A product whose composition names `composition` (a multi-select: one field per name). */
async function product(code: string, composition: string[]) {
  const cat = (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: `Cat ${code}` }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } })) })).json().result;
  const body = new FormData();
  for (const [k, v] of [['code', code], ['name', code], ['width', '58"'], ['categoryId', cat.categoryId], ...composition.map((c) => ['composition', c])]) body.append(k, v);
  body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#884422'))], { type: 'image/png' }), 'p.png');
  const req = new Request('http://local/', { method: 'POST', body });
  const r = await t.call({ method: 'POST', url: '/api/product/add_new_product', token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result as { _id: string; composition: string };
}
const publicProducts = async () => (await t.call({ method: 'GET', url: '/api/product/get_product_all' })).json().result as Array<{ code: string; composition: string }>;

describe('product composition', () => {
  it('adds (201) and lists [{_id, name, version}] by name', async () => {
    expect((await list()).json().result).toEqual([]);
    const linen = await add({ name: 'Linen 100%' });
    expect(linen.statusCode).toBe(201);
    expect(linen.json().result).toEqual({ _id: expect.any(String), name: 'Linen 100%', version: 1 });
    expect((await add({ name: '  Cotton 100%  ' })).json().result.name).toBe('Cotton 100%');
    const all = (await list()).json().result;
    expect(all).toEqual([{ _id: expect.any(String), name: 'Cotton 100%', version: 1 }, linen.json().result]);
  });

  it('answers 400 naming the field: missing, blank, not text, or holding a comma (products keep names comma-joined)', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 5 }, { name: 'Cotton, Linen' }]) {
      const r = await add(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain('name');
    }
    expect(await names()).toEqual([]);
  });

  it('refuses a duplicate name in any case with 409, on add and on rename', async () => {
    const cotton = (await add({ name: 'Cotton 100%' })).json().result;
    await add({ name: 'Linen 100%' });
    const dup = await add({ name: 'COTTON 100%' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicate('composition', 'COTTON 100%'));
    const clash = await update(cotton._id, { name: 'linen 100%' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(conflictTexts.duplicate('composition', 'linen 100%'));
    expect(await names()).toEqual(['Cotton 100%', 'Linen 100%']);
  });

  it('answers 409, not 500, for names whose case folds differently in JavaScript and SQL (found by the fuzz suite)', async () => {
    // The check and the unique index both fold case in SQL: 'İıſK' clashes with 'İıſk' on both engines.
    const first = (await add({ name: 'İıſk' })).json().result;
    const other = (await add({ name: 'Silk' })).json().result;
    expect((await add({ name: 'İıſK' })).statusCode).toBe(409);
    const rename = await update(other._id, { name: 'İıſK' });
    expect(rename.statusCode, rename.body).toBe(409);
    expect(await names()).toEqual(expect.arrayContaining([first.name, 'Silk']));
  });

  it('renames; products naming it follow, and the public product list shows it at once', async () => {
    const cotton = (await add({ name: 'Cotton 100%' })).json().result;
    await product('P1', ['Cotton 100%', 'Spandex 2%']);
    await product('P2', ['Linen 100%']);
    expect((await publicProducts()).map((p) => p.composition)).toEqual(['Cotton 100%, Spandex 2%', 'Linen 100%']); // cached now
    const renamed = await update(cotton._id, { name: 'Cotton 98%' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toEqual({ _id: cotton._id, name: 'Cotton 98%', version: 2 });
    expect((await publicProducts()).map((p) => p.composition)).toEqual(['Cotton 98%, Spandex 2%', 'Linen 100%']);
    expect((await update(cotton._id, {})).statusCode).toBe(400);
    expect((await update('nope', { name: 'X' })).statusCode).toBe(404);
  });

  it('answers 409 saying how many products name it, and deletes it once none does; 404 after', async () => {
    const cotton = (await add({ name: 'Cotton 100%' })).json().result;
    const p1 = await product('P1', ['cotton 100%']);
    const p2 = await product('P2', ['Cotton 100%', 'Spandex 2%']);
    await product('P3', ['Cotton 1000%']); // another name that merely starts the same: not a use
    const inUse = await remove(cotton._id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(conflictTexts.inUse('composition', '2 products'));
    expect(await names()).toEqual(['Cotton 100%']);

    expect((await t.call({ method: 'DELETE', url: `/api/product/delete_product_by_id/${p1._id}`, token })).statusCode).toBe(200);
    expect((await remove(cotton._id)).json().message).toBe(conflictTexts.inUse('composition', '1 product'));
    expect((await t.call({ method: 'DELETE', url: `/api/product/delete_product_by_id/${p2._id}`, token })).statusCode).toBe(200);
    expect((await remove(cotton._id)).statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect((await remove(cotton._id)).statusCode).toBe(404);
  });

  it('guards every call, the list included: 401 without a token or with a forged one, 403 with a member token', async () => {
    const cotton = (await add({ name: 'Cotton 100%' })).json().result;
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (as: string | null) => [await list(as), await add({ name: 'X' }, as), await update(cotton._id, { name: 'Y' }, as), await remove(cotton._id, as)];
    for (const r of await calls(null)) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await names()).toEqual(['Cotton 100%']);
  });
});
