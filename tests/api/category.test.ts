import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeApp, multipart, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

let t: TestApp;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(async () => {
  await t.close();
});

async function addCategory(token: string, fields: Record<string, string>, image?: Buffer | null, type = 'image/png', name = 'a.png') {
  const body = await multipart(fields, image ? { image: { name, type, data: image } } : {});
  return t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body });
}

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

  it('gives a second category of the same name its own public id', async () => {
    const token = await t.adminToken();
    const a = (await addCategory(token, { name: 'Linen' }, await pngBytes())).json().result;
    const b = (await addCategory(token, { name: 'Linen' }, await pngBytes())).json().result;
    expect(a.categoryId).toBe('LINEN');
    expect(b.categoryId).toBe('LINEN-2');
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
    await t.close();
    t = await makeApp({ maxImageBytes: 2048 });
    const token = await t.adminToken();
    const big = await pngBytes(400, 400, '#123456');
    const noisy = Buffer.concat([big, Buffer.alloc(4096, 7)]);
    const r = await addCategory(token, { name: 'Big' }, noisy);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBeTruthy();
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
