import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/messages.js';
import { multipart, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

const ADD = '/api/product_type/add_new_product_type/';
const LIST = '/api/product_type/get_product_type_all';
const png = async (colour = '#336699') => ({ image: { name: 'p.png', type: 'image/png', data: await pngBytes(40, 40, colour) } });
const add = async (fields: Record<string, string>, image = true, as: string | null = token, url = ADD) =>
  t.call({ method: 'POST', url, token: as ?? undefined, ...(await multipart(fields, image ? await png() : {})) });
const update = async (id: string, fields: Record<string, string>, image = false, as: string | null = token) =>
  t.call({ method: 'POST', url: `/api/product_type/update_product_type_by_id/${id}`, token: as ?? undefined, ...(await multipart(fields, image ? await png('#aa0000') : {})) });
const remove = (id: string, as: string | null = token) => t.call({ method: 'DELETE', url: `/api/product_type/delete_product_type_by_id/${id}`, token: as ?? undefined });
/** The public list, read without a token (it is cached between writes). */
const publicList = async () => (await t.call({ method: 'GET', url: LIST })).json().result as Array<{ _id: string; name: string; url: string }>;
/** The stored files (the picture and its resized copies) of an image path. */
const filesOf = (url: string) => {
  const id = url.slice('/uploads/'.length, -'.webp'.length);
  return readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).filter((f) => f.startsWith(id));
};

async function productUsing(typeId: string, code: string) {
  const cat = (await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: `Cat ${code}` }, await png())) })).json().result;
  const body = new FormData();
  for (const [k, v] of Object.entries({ code, name: code, width: '58"', categoryId: cat.categoryId, productType: typeId })) body.append(k, v);
  body.append('image', new Blob([new Uint8Array(await pngBytes(40, 40, '#884422'))], { type: 'image/png' }), 'p.png');
  const req = new Request('http://local/', { method: 'POST', body });
  const r = await t.call({ method: 'POST', url: '/api/product/add_new_product', token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}

describe('product type: add', () => {
  it("answers 201 at the spec's path (trailing slash) and without it, and the public list shows both at once", async () => {
    expect(await publicList()).toEqual([]); // cached now
    const a = await add({ name: 'Lace' });
    expect(a.statusCode).toBe(201);
    expect(a.json().result).toMatchObject({ name: 'Lace', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/) });
    const b = await add({ name: 'Trims' }, true, token, '/api/product_type/add_new_product_type');
    expect(b.statusCode).toBe(201);
    expect((await publicList()).map((x) => x.name).sort()).toEqual(['Lace', 'Trims']);
    expect(filesOf(a.json().result.url)).toHaveLength(4);
  });

  it('answers 400 naming the field when the name or the image is missing, keeping no file', async () => {
    const noName = await add({});
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    const blank = await add({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name');
    const noImage = await add({ name: 'Lace' }, false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('image');
    expect(await publicList()).toEqual([]);
    expect(readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('refuses a duplicate name in any case with 409 and keeps no picture of the refused one', async () => {
    const lace = (await add({ name: 'Lace' })).json().result;
    const dup = await add({ name: 'LACE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicate('product type', 'LACE'));
    expect(await publicList()).toEqual([lace]);
    expect(readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort()).toEqual(filesOf(lace.url).sort());
  });
});

describe('product type: edit', () => {
  it('renames keeping the picture, replaces the picture removing the old files, and the public list follows', async () => {
    const lace = (await add({ name: 'Lace' })).json().result;
    expect((await publicList())[0].name).toBe('Lace');
    const renamed = await update(lace._id, { name: 'Lace Trims' });
    expect(renamed.statusCode).toBe(200);
    // Each save moves the record's version on (issue 20 §1.4).
    expect(renamed.json().result).toEqual({ ...lace, name: 'Lace Trims', version: 2 });
    expect((await publicList())[0].name).toBe('Lace Trims');

    const replaced = await update(lace._id, { name: 'Lace Trims' }, true);
    expect(replaced.statusCode).toBe(200);
    const url = replaced.json().result.url;
    expect(url).not.toBe(lace.url);
    expect(filesOf(lace.url)).toEqual([]);
    expect(filesOf(url)).toHaveLength(4);
    expect((await publicList())[0].url).toBe(url);
  });

  it('answers 409 on a taken name (new picture dropped, old kept), 400 without a name, 404 for an unknown id', async () => {
    const lace = (await add({ name: 'Lace' })).json().result;
    await add({ name: 'Trims' });
    const before = readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort();
    const clash = await update(lace._id, { name: 'trims' }, true);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(conflictTexts.duplicate('product type', 'trims'));
    expect(readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort()).toEqual(before);
    const noName = await update(lace._id, {});
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    expect((await update('nope', { name: 'X' })).statusCode).toBe(404);
    expect((await publicList()).find((x) => x._id === lace._id)).toEqual(lace);
  });
});

describe('product type: delete', () => {
  it('deletes, the public list drops it at once, and its picture files are gone; 404 the second time', async () => {
    const lace = (await add({ name: 'Lace' })).json().result;
    expect(await publicList()).toHaveLength(1);
    const del = await remove(lace._id);
    expect(del.statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
    expect(filesOf(lace.url)).toEqual([]);
    expect((await t.call({ method: 'GET', url: lace.url })).statusCode).toBe(404);
    expect((await remove(lace._id)).statusCode).toBe(404);
  });

  it('answers 409 saying how many products use it, deleting nothing', async () => {
    const fabrics = (await add({ name: 'FABRICS' })).json().result;
    await productUsing(fabrics._id, 'P1');
    await productUsing(fabrics._id, 'P2');
    const del = await remove(fabrics._id);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(conflictTexts.inUse('product type', '2 products'));
    expect(await publicList()).toEqual([fabrics]);
    expect(filesOf(fabrics.url)).toHaveLength(4);
  });
});

describe('product type: guard', () => {
  it('answers 401 without a token or with a forged one and 403 with a member token on every admin call; the list stays public', async () => {
    const lace = (await add({ name: 'Lace' })).json().result;
    const forged = await t.app.tokens.sign('admin', 'someone', {}, '1h');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const calls = async (as: string | null) => [
      await add({ name: 'X' }, true, as),
      await add({ name: 'Y' }, true, as, '/api/product_type/add_new_product_type'),
      await update(lace._id, { name: 'Z' }, false, as),
      await remove(lace._id, as),
    ];
    for (const r of await calls(null)) expect(r.statusCode).toBe(401);
    for (const r of await calls(forged)) expect(r.statusCode).toBe(401);
    for (const r of await calls(member)) expect(r.statusCode).toBe(403);
    expect(await publicList()).toEqual([lace]);
    expect(readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.startsWith('.')).sort()).toEqual(filesOf(lace.url).sort());
  });
});
