import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/contract/texts.js';
import { MAX_JSON_DEPTH } from '../../server/plugins/json-depth.js';
import { PART_AGE_MS } from '../../server/plugins/uploads.js';
import { makeApp, multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken();
});

const categories = async () => (await t.call({ method: 'GET', url: '/api/category/get_category_all' })).json().result as unknown[];

describe('malformed multipart bodies', () => {
  const send = (contentType: string, payload: string | Buffer) =>
    t.call({ method: 'POST', url: '/api/category/add_new_category', token, headers: { 'content-type': contentType }, payload });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n'],
    ['a wrong boundary', 'multipart/form-data; boundary=y', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n'],
    ['a truncated body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
    ['garbage', 'multipart/form-data; boundary=x', '\x00\x01\x02 this is not multipart at all'],
  ])('answers 400 with a message for %s, storing nothing', async (_, type, body) => {
    const r = await send(type, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: expect.any(String) });
    expect(await categories()).toEqual([]);
  });

  it('answers 400 naming the problem for two files in one image field, and for too many fields', async () => {
    const png = await pngBytes();
    const form = new FormData();
    form.append('name', 'Twice');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const req = new Request('http://local/', { method: 'POST', body: form });
    const two = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/file/i);

    const many = await multipart(Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}`, 'x'])));
    const r = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...many });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/field/i);
    expect(await categories()).toEqual([]);
  });
});

describe('loose input', () => {
  it('refuses wrong JSON types instead of coercing them', async () => {
    const r = await t.call({ method: 'POST', url: '/api/slider/get_slider_data_by_status', payload: { status: 'true' } });
    expect(r.statusCode).toBe(400);
    const arr = await t.call({ method: 'POST', url: '/api/product_sku/get_product_parents_sku_data_by_parents_sku', payload: { parentsSku: ['CT-OXF-120'] } });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toContain('parentsSku');
  });

  it('refuses JSON nested deeper than any call needs with 400 on every public POST, before it costs (issue 20 §1.5)', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const arrays = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const posts = t.app.routeTable.filter((r) => r.method === 'POST' && r.guard === null && r.url.startsWith('/api/') && !r.url.includes(':'));
    expect(posts.length).toBeGreaterThan(10);
    for (const r of posts) {
      for (const body of [deep, arrays]) {
        const answer = await t.call({ method: 'POST', url: r.url, payload: body, headers: { 'content-type': 'application/json' } });
        expect(answer.statusCode, r.url).toBe(400);
        expect(answer.json(), r.url).toEqual({ message: serverMessages.jsonTooDeep(MAX_JSON_DEPTH) });
      }
    }
    // Brackets inside strings are text, not nesting; a body as deep as the limit reaches the call.
    const text = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: { parentsSku: '[[[[[[[[[[[[{{{{{{{{{{{', isActived: true } });
    expect(text.statusCode).toBe(200);
    const atLimit = `${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`;
    const schema = await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: atLimit, headers: { 'content-type': 'application/json' } });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().message).not.toBe(serverMessages.jsonTooDeep(MAX_JSON_DEPTH));
  });

  it('answers a malformed URL with { message } like every other error', async () => {
    const r = await t.call({ method: 'GET', url: '/api/category/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: expect.any(String) });
  });
});

describe('NUL characters', () => {
  // PostgreSQL cannot store U+0000 in text; both engines refuse it the same way (see README).
  it('answers 400 naming the field for a NUL in a JSON body, a form field, a file name or a path, storing nothing', async () => {
    const json = await t.call({ method: 'POST', url: '/api/product_composistion/add_new_product_composition', token, payload: { name: 'Cot\u0000ton' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'body.name must not contain a NUL character' });
    const list = await t.call({ method: 'GET', url: '/api/product_composistion/get_product_composition_all', token });
    expect(list.json().result).toEqual([]);

    const png = await pngBytes();
    const form = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: 'Lin\u0000en' }, { image: { name: 'a.png', type: 'image/png', data: png } })) });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe('body.name must not contain a NUL character');
    const file = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...(await multipart({ name: 'Linen' }, { image: { name: 'a\u0000.png', type: 'image/png', data: png } })) });
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toMatch(/^body\.image.* must not contain a NUL character$/);
    expect(await categories()).toEqual([]);

    const path = await t.call({ method: 'POST', url: '/api/product_composistion/update_product_composition_by_id/ab%00cd', token, payload: { name: 'Linen' } });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe('params.id must not contain a NUL character');
  });
});

describe('email addresses', () => {
  it('refuses markup posing as an email address, and accepts ordinary ones', async () => {
    for (const email of ['<svg/onload=alert(1)>@example.com', '"><img src=x onerror=alert(1)>@x.co', 'a b@example.com', 'a@example']) {
      const r = await t.call({ method: 'POST', url: '/api/member/member_check', payload: { email, mobile: '0812345678', firstName: 'A', lastName: 'B' } });
      expect(r.statusCode, email).toBe(400);
    }
    const ok = await t.call({ method: 'POST', url: '/api/member/member_check', payload: { email: "o'neil+shop@mail.example.co.th", mobile: '0812345679', firstName: 'A', lastName: 'B' } });
    expect(ok.statusCode).toBe(201);
  });
});

describe('half-written files (issue 20 §1.7)', () => {
  it('a start-up removes the .part files a stopped process left in uploads (old ones: the folder may be shared) and in its tmp folder', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'selvedge-uploads-'));
    const old = join(uploads, '.abc.webp.part');
    const writing = join(uploads, '.def.webp.part');
    const image = join(uploads, 'kept.webp');
    for (const f of [old, writing, image]) writeFileSync(f, 'x');
    const longAgo = (Date.now() - PART_AGE_MS - 60_000) / 1000;
    utimesSync(old, longAgo, longAgo);
    utimesSync(image, longAgo, longAgo);
    const site = await makeApp({ uploadDir: uploads });
    try {
      expect([existsSync(old), existsSync(writing), existsSync(image)]).toEqual([false, true, true]);
      // A request body a stopped process was receiving: the next start-up on that data directory removes it.
      const tmp = join(site.config.dataDir, 'tmp');
      mkdirSync(tmp, { recursive: true });
      writeFileSync(join(tmp, 'body.part'), 'x');
      writeFileSync(join(tmp, 'kept.txt'), 'x');
      const restarted = await makeApp({ dataDir: site.config.dataDir, databaseUrl: site.config.databaseUrl, uploadDir: uploads });
      try {
        expect([existsSync(join(tmp, 'body.part')), existsSync(join(tmp, 'kept.txt'))]).toEqual([false, true]);
      } finally {
        await restarted.close();
      }
    } finally {
      await site.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});

describe('small leaks', () => {
  it('does not serve the build stamp, and sets no XSRF cookie on cached uploads', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'selvedge-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Selvedge</title><div id="root"></div>');
    writeFileSync(join(dist, '.build-stamp'), 'STAMP-2026-11-23T07:00:00Z');
    const site = await makeApp({ distDir: dist });
    try {
      const stamp = await site.call({ method: 'GET', url: '/.build-stamp', xsrf: false });
      expect(stamp.body).not.toContain('STAMP-');
      const admin = await site.adminToken();
      const cat = (await site.call({ method: 'POST', url: '/api/category/add_new_category', token: admin, ...(await multipart({ name: 'Leak' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } })) })).json().result;
      const image = await site.call({ method: 'GET', url: cat.url, xsrf: false });
      expect(image.statusCode).toBe(200);
      expect(image.headers['set-cookie']).toBeUndefined();
      const page = await site.call({ method: 'GET', url: '/', xsrf: false });
      expect(String(page.headers['set-cookie'])).toContain('XSRF-TOKEN=');
      // No soft 404s: a path no screen answers is a 404 (the SPA still renders its not-found page).
      for (const path of ['/no/such/page', '/category/extra', '/admin_nothing']) {
        const missing = await site.call({ method: 'GET', url: path, xsrf: false });
        expect(missing.statusCode, path).toBe(404);
        expect(missing.headers['content-type']).toContain('text/html');
      }
      for (const path of ['/category', '/about_us', '/admin_category', '/member_login', '/blog']) {
        expect((await site.call({ method: 'GET', url: path, xsrf: false })).statusCode, path).toBe(200);
      }
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
