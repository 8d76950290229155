import { beforeAll, describe, expect, it } from 'vitest';
import { PublicCache } from '../../server/plugins/cache.js';
import { ReplyStore } from '../../server/plugins/cache-replies.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Cached public reads keep their serialised answer and tag it: a client that sends the tag back gets
 * 304 and no body until a write changes what the call answers.
 */
const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken();
});

const categories = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url: '/api/category/get_category_all', headers });
const navbar = (headers: Record<string, string> = {}, payload: Record<string, unknown> = { isActived: true }) =>
  t.call({ method: 'POST', url: '/api/product_sku/get_product_category_data_actived', headers, payload });
const addCategory = async (name: string) =>
  t.call({
    method: 'POST',
    url: '/api/category/add_new_category',
    token,
    // Shown while empty: these categories have no fabric in them.
    ...(await multipart({ name, alwaysShown: 'true' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } })),
  });

describe('ETags on cached public reads', () => {
  it('tags a GET read, answers the same bytes and tag again, and 304 with no body to a matching If-None-Match', async () => {
    // Thai and "²": the stored answer is UTF-8 bytes, so the second answer must decode the same.
    expect((await addCategory('Linen ผ้าลินิน 150 g/m²')).statusCode).toBe(201);
    const first = await categories();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().result.map((c: { name: string }) => c.name)).toEqual(['Linen ผ้าลินิน 150 g/m²']);

    const again = await categories();
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(again.json().result[0].name).toBe('Linen ผ้าลินิน 150 g/m²');
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));

    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await categories({ 'if-none-match': ifNoneMatch });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    const other = await categories({ 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('tags the public reads the spec makes POSTs, per body, and answers 304 to them too', async () => {
    const all = await navbar();
    expect(all.statusCode).toBe(200);
    expect(all.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await navbar({ 'if-none-match': all.headers.etag as string })).statusCode).toBe(304);

    const parents = await t.call({
      method: 'POST',
      url: '/api/product_sku/get_product_parents_sku_data_by_category_id_actived',
      payload: { categoryId: 'NO-SUCH', isActived: true },
    });
    expect(parents.statusCode).toBe(200);
    expect(parents.headers.etag).not.toBe(all.headers.etag);
  });

  it('changes the tag when a write changes the answer, and the old tag then gets the new body', async () => {
    const before = await categories();
    const navBefore = await navbar();
    expect((await addCategory('Voile')).statusCode).toBe(201);

    const after = await categories({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().result.map((c: { name: string }) => c.name)).toContain('Voile');
    const navAfter = await navbar({ 'if-none-match': navBefore.headers.etag as string });
    expect(navAfter.statusCode).toBe(200);
    expect(navAfter.json().result.map((c: { name: string }) => c.name)).toContain('Voile');
  });

  it('keeps the tag across a write that leaves the answer as it was (the tag is the content’s)', async () => {
    const before = await categories();
    const type = await t.call({
      method: 'POST',
      url: '/api/product_type/add_new_product_type',
      token,
      ...(await multipart({ name: 'Lace' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } })),
    });
    expect(type.statusCode).toBe(201);
    expect(t.app.publicCache.generation).toBeGreaterThan(0);
    const after = await categories({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('keeps no tag on refusals and keeps admin answers out of it', async () => {
    const bad = await navbar({}, { isActived: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const again = await navbar({}, { isActived: 'yes' });
    expect(again.statusCode).toBe(400);

    const admin = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_all', token, payload: { keyword: 'x' } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
  });
});

describe('the stored answers', () => {
  const reply = (text: string) => ({ body: Buffer.from(text), etag: `"${text}"` });

  it('are dropped when the public cache is cleared, and an answer read before a clear is not kept after it', () => {
    const cache = new PublicCache();
    const store = new ReplyStore(cache);
    store.set('GET /a', reply('a'), cache.generation);
    expect(store.get('GET /a')?.etag).toBe('"a"');

    const readAt = cache.generation;
    cache.clear();
    expect(store.get('GET /a')).toBeUndefined();
    store.set('GET /a', reply('stale'), readAt);
    expect(store.get('GET /a')).toBeUndefined();
  });

  it('stay bounded however many different requests visitors send', () => {
    const cache = new PublicCache();
    const store = new ReplyStore(cache);
    for (let i = 0; i < 1500; i++) store.set(`POST /x {"code":"${i}"}`, reply(String(i)), cache.generation);
    expect(store.size).toBe(1000);
    expect(store.get('POST /x {"code":"0"}')).toBeUndefined();
    expect(store.get('POST /x {"code":"1499"}')?.etag).toBe('"1499"');
  });
});
