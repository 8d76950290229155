import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { openDb } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import { listBlogs } from '../../server/modules/blog/queries.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { Blog, BlogTag, BlogType } from '../../src/contract/blog.js';
import { conflictTexts, serverMessages } from '../../src/messages.js';
import { blogTexts } from '../../src/admin/texts.js';
import { testDatabase, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/** The Blog, Blog Tag and Blog Type screens' calls: guard, validation, in-use refusals, sanitising, public reads following. */
const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.adminToken();
});

/** A multipart call; an array value is sent as a repeated field (a multi-select). */
async function form(url: string, fields: Record<string, string | string[]>, image: boolean | Buffer = true, auth: string | null = token) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  if (image) body.append('image', new Blob([new Uint8Array(image === true ? await pngBytes(40, 40, '#884422') : image)], { type: 'image/png' }), 'p.png');
  const req = new Request('http://local/', { method: 'POST', body });
  return t.call({ method: 'POST', url, token: auth ?? undefined, headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
}
const get = async (url: string) => (await t.call({ method: 'GET', url })).json().result;
const post = async (url: string, payload: object = {}) => (await t.call({ method: 'POST', url, payload })).json().result;
/** `auth` null: no token at all. */
const del = (url: string, auth: string | null = token) => t.call({ method: 'DELETE', url, token: auth ?? undefined });
/** Stored pictures (the full-size file of each; resized copies follow it). */
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => !f.includes('-w') && !f.startsWith('.')).sort();
const fileOf = (url: string) => url.slice('/uploads/'.length);

async function addTag(name: string): Promise<BlogTag> {
  const r = await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token, payload: { name } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}
async function addType(name: string): Promise<BlogType> {
  const r = await form('/api/blog_type/add_new_blog_type', { name });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}
async function addBlog(fields: Record<string, string | string[]>): Promise<Blog> {
  const r = await form('/api/blog/add_new_blog', fields);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}

describe('admin guard', () => {
  it('refuses every admin blog call without a token (401) and with a member token (403), changing nothing', async () => {
    const tag = await addTag('Cotton');
    const type = await addType('Guide');
    const blog = await addBlog({ title: 'T', subTitle: 'S', body: '<p>B</p>', blogTagId: tag._id, blogTypeId: type._id });
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    const fields = { title: 'X', subTitle: 'X', body: '<p>X</p>', blogTagId: tag._id, blogTypeId: type._id, name: 'X' };
    for (const auth of [null, member]) {
      const want = auth ? 403 : 401;
      expect((await form('/api/blog/add_new_blog', fields, true, auth)).statusCode).toBe(want);
      expect((await form(`/api/blog/update_blog_by_id/${blog._id}`, fields, false, auth)).statusCode).toBe(want);
      expect((await del(`/api/blog/delete_blog/${blog._id}`, auth)).statusCode).toBe(want);
      expect((await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token: auth ?? undefined, payload: { name: 'X' } })).statusCode).toBe(want);
      expect((await t.call({ method: 'POST', url: `/api/blog_tag/update_blog_tag_by_id/${tag._id}`, token: auth ?? undefined, payload: { name: 'X' } })).statusCode).toBe(want);
      expect((await del(`/api/blog_tag/delete_blog_tag/${tag._id}`, auth)).statusCode).toBe(want);
      expect((await form('/api/blog_type/add_new_blog_type', { name: 'X' }, true, auth)).statusCode).toBe(want);
      expect((await form(`/api/blog_type/update_blog_type_by_id/${type._id}`, { name: 'X' }, false, auth)).statusCode).toBe(want);
      expect((await del(`/api/blog_type/delete_blog_type/${type._id}`, auth)).statusCode).toBe(want);
    }
    expect((await get('/api/blog/get_blog_all')).map((b: Blog) => b.title)).toEqual(['T']);
    expect((await get('/api/blog_tag/get_blog_tag_all')).map((x: BlogTag) => x.name)).toEqual(['Cotton']);
    expect((await get('/api/blog_type/get_blog_type_all')).map((x: BlogType) => x.name)).toEqual(['Guide']);
    expect(uploads()).toHaveLength(2);
  });
});

describe('blog tags', () => {
  it('adds, renames and deletes a tag; the public list follows each change', async () => {
    const tag = await addTag('  Linen ');
    expect(tag.name).toBe('Linen');
    expect(await get('/api/blog_tag/get_blog_tag_all')).toEqual([tag]);
    const renamed = await t.call({ method: 'POST', url: `/api/blog_tag/update_blog_tag_by_id/${tag._id}`, token, payload: { name: 'Linen care' } });
    expect(renamed.statusCode).toBe(200);
    // Each save moves the record's version on (issue 20 §1.4).
    expect(renamed.json().result).toEqual({ _id: tag._id, name: 'Linen care', version: 2 });
    expect(await get('/api/blog_tag/get_blog_tag_all')).toEqual([{ _id: tag._id, name: 'Linen care', version: 2 }]);
    expect((await del(`/api/blog_tag/delete_blog_tag/${tag._id}`)).statusCode).toBe(200);
    expect(await get('/api/blog_tag/get_blog_tag_all')).toEqual([]);
    expect((await del(`/api/blog_tag/delete_blog_tag/${tag._id}`)).statusCode).toBe(404);
    const gone = await t.call({ method: 'POST', url: `/api/blog_tag/update_blog_tag_by_id/${tag._id}`, token, payload: { name: 'Other' } });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a missing or blank name, and 409 for a duplicate name (any case)', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const r = await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toContain('name');
    }
    const cotton = await addTag('Cotton');
    const care = await addTag('Care');
    const dup = await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token, payload: { name: 'COTTON' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicate('blog tag', 'COTTON'));
    const clash = await t.call({ method: 'POST', url: `/api/blog_tag/update_blog_tag_by_id/${care._id}`, token, payload: { name: 'cotton' } });
    expect(clash.statusCode).toBe(409);
    const same = await t.call({ method: 'POST', url: `/api/blog_tag/update_blog_tag_by_id/${cotton._id}`, token, payload: { name: 'COTTON' } });
    expect(same.statusCode).toBe(200);
    expect((await get('/api/blog_tag/get_blog_tag_all')).map((x: BlogTag) => x.name)).toEqual(['Care', 'COTTON']);
  });

  it('refuses to delete a tag a blog carries with the spec 404 and a message, deleting nothing', async () => {
    const tag = await addTag('Cotton');
    const other = await addTag('Care');
    const type = await addType('Guide');
    const blog = await addBlog({ title: 'T', subTitle: 'S', body: '<p>B</p>', blogTagId: [tag._id, other._id], blogTypeId: type._id });
    await addBlog({ title: 'T2', subTitle: 'S', body: '<p>B</p>', blogTagId: tag._id, blogTypeId: type._id });
    const r = await del(`/api/blog_tag/delete_blog_tag/${tag._id}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(conflictTexts.inUse('blog tag', '2 blogs'));
    expect((await get('/api/blog_tag/get_blog_tag_all')).map((x: BlogTag) => x.name)).toEqual(['Care', 'Cotton']);
    expect((await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${blog._id}`)).map((x: BlogTag) => x.name)).toEqual(['Care', 'Cotton']);
  });
});

describe('blog types', () => {
  it('adds with a picture, edits name and picture without leaving the old one, deletes with its picture', async () => {
    const type = await addType('Guide');
    expect(type.url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(await get('/api/blog_type/get_blog_type_all')).toEqual([type]);

    const textOnly = await form(`/api/blog_type/update_blog_type_by_id/${type._id}`, { name: 'Guides' }, false);
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json().result).toEqual({ ...type, name: 'Guides', version: 2 });

    const withPicture = await form(`/api/blog_type/update_blog_type_by_id/${type._id}`, { name: 'Guides' }, await pngBytes(30, 30, '#00aa00'));
    const replaced = withPicture.json().result as BlogType;
    expect(replaced.url).not.toBe(type.url);
    expect(uploads()).toEqual([fileOf(replaced.url)]);
    expect(await get('/api/blog_type/get_blog_type_all')).toEqual([replaced]);

    expect((await del(`/api/blog_type/delete_blog_type/${type._id}`)).statusCode).toBe(200);
    expect(await get('/api/blog_type/get_blog_type_all')).toEqual([]);
    expect(uploads()).toEqual([]);
    expect((await del(`/api/blog_type/delete_blog_type/${type._id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field (name, image), 409 for a duplicate name, leaving no picture behind', async () => {
    const noName = await form('/api/blog_type/add_new_blog_type', {});
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    const noImage = await form('/api/blog_type/add_new_blog_type', { name: 'News' }, false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('image');
    const notImage = await form('/api/blog_type/add_new_blog_type', { name: 'News' }, Buffer.from('<svg onload="x()"/>'));
    expect(notImage.statusCode).toBe(400);
    const news = await addType('News');
    const dup = await form('/api/blog_type/add_new_blog_type', { name: 'news' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(conflictTexts.duplicate('blog type', 'news'));
    const guide = await addType('Guide');
    const clash = await form(`/api/blog_type/update_blog_type_by_id/${guide._id}`, { name: 'NEWS' });
    expect(clash.statusCode).toBe(409);
    expect(uploads()).toEqual([fileOf(news.url), fileOf(guide.url)].sort());
  });

  it('refuses to delete a type a blog is listed under with the spec 404 and a message, deleting nothing', async () => {
    const tag = await addTag('Cotton');
    const guide = await addType('Guide');
    const news = await addType('News');
    await addBlog({ title: 'T', subTitle: 'S', body: '<p>B</p>', blogTagId: tag._id, blogTypeId: [guide._id, news._id] });
    for (const type of [guide, news]) {
      const r = await del(`/api/blog_type/delete_blog_type/${type._id}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(conflictTexts.inUse('blog type', '1 blog'));
    }
    expect(await get('/api/blog_type/get_blog_type_all')).toEqual([guide, news]);
    expect(uploads()).toHaveLength(3);
  });
});

describe('blogs', () => {
  it('adds a post under several tags and types, shows it on every public read, the page head and the sitemap at once', async () => {
    const cotton = await addTag('Cotton');
    const care = await addTag('Care');
    const guide = await addType('Guide');
    const news = await addType('News');
    // Warm the public cache first: the write must clear it.
    expect(await get('/api/blog/get_blog_all')).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/blogdetail/');

    const blog = await addBlog({
      title: 'Washing linen', subTitle: 'Cold and gentle', body: '<h2>Cold</h2><p>Wash <strong>cold</strong>.</p>',
      blogTagId: [cotton._id, care._id], blogTypeId: [news._id, guide._id],
    });
    expect(Value.Check(Blog, blog)).toBe(true);
    expect(blog).toMatchObject({ title: 'Washing linen', subTitle: 'Cold and gentle', body: '<h2>Cold</h2><p>Wash <strong>cold</strong>.</p>', blogTypeId: news._id });
    expect([...blog.blogTagId].sort()).toEqual([cotton._id, care._id].sort());
    expect(blog.blogTypeIds[0]).toBe(news._id);
    expect([...blog.blogTypeIds].sort()).toEqual([guide._id, news._id].sort());
    expect(blog.createAt).toBe(new Date(t.clock.now).toISOString());

    expect(await get('/api/blog/get_blog_all')).toEqual([blog]);
    expect(await post('/api/blog/get_blog_by_blog_type', { blogType: guide._id })).toEqual([blog]);
    expect(await post('/api/blog/get_blog_by_blog_type', { blogType: news._id })).toEqual([blog]);
    expect(await post(`/api/blog/get_blog_by_blog_id/${blog._id}`)).toEqual(blog);
    expect((await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${blog._id}`)).map((x: BlogTag) => x.name)).toEqual(['Care', 'Cotton']);
    const page = await t.call({ method: 'GET', url: `/blogdetail/${blog._id}` });
    expect(page.body).toContain('<title>Washing linen | Selvedge</title>');
    expect((await t.call({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/blogdetail/${blog._id}`);
  });

  it('edits text, links and picture: createAt stays, modifyAt moves, the old picture goes, public reads and the head follow', async () => {
    const cotton = await addTag('Cotton');
    const care = await addTag('Care');
    const guide = await addType('Guide');
    const news = await addType('News');
    const blog = await addBlog({ title: 'Old title', subTitle: 'Old', body: '<p>Old</p>', blogTagId: cotton._id, blogTypeId: guide._id });
    expect(await post('/api/blog/get_blog_by_blog_type', { blogType: guide._id })).toHaveLength(1);
    await t.call({ method: 'GET', url: `/blogdetail/${blog._id}` });
    t.clock.advance(60_000);

    const textOnly = await form(`/api/blog/update_blog_by_id/${blog._id}`, { title: 'New title', subTitle: 'New', body: '<p>New <em>body</em></p>', blogTagId: care._id, blogTypeId: news._id }, false);
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    const edited = textOnly.json().result as Blog;
    expect(edited).toMatchObject({ _id: blog._id, title: 'New title', subTitle: 'New', body: '<p>New <em>body</em></p>', url: blog.url, blogTagId: [care._id], blogTypeId: news._id, blogTypeIds: [news._id], createAt: blog.createAt });
    expect(edited.modifyAt).toBe(new Date(t.clock.now).toISOString());
    expect(await post('/api/blog/get_blog_by_blog_type', { blogType: guide._id })).toEqual([]);
    expect(await post('/api/blog/get_blog_by_blog_type', { blogType: news._id })).toEqual([edited]);
    expect((await post(`/api/blog_tag/get_blog_tag_data_by_blog_id/${blog._id}`)).map((x: BlogTag) => x.name)).toEqual(['Care']);
    expect((await t.call({ method: 'GET', url: `/blogdetail/${blog._id}` })).body).toContain('<title>New title | Selvedge</title>');
    // Cotton is free again.
    expect((await del(`/api/blog_tag/delete_blog_tag/${cotton._id}`)).statusCode).toBe(200);

    const withPicture = await form(`/api/blog/update_blog_by_id/${blog._id}`, { title: 'New title', subTitle: 'New', body: '<p>x</p>', blogTagId: care._id, blogTypeId: news._id }, await pngBytes(50, 20, '#aa0000'));
    const replaced = withPicture.json().result as Blog;
    expect(replaced.url).not.toBe(blog.url);
    expect(uploads()).toEqual([fileOf(guide.url), fileOf(news.url), fileOf(replaced.url)].sort());
    expect((await post(`/api/blog/get_blog_by_blog_id/${blog._id}`)).url).toBe(replaced.url);

    const missing = await form('/api/blog/update_blog_by_id/nope', { title: 'a', subTitle: 'b', body: '<p>c</p>', blogTagId: care._id, blogTypeId: news._id }, false);
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a post with its picture and links; the tag and type can go afterwards; unknown ids answer 404', async () => {
    const tag = await addTag('Cotton');
    const type = await addType('Guide');
    const blog = await addBlog({ title: 'T', subTitle: 'S', body: '<p>B</p>', blogTagId: tag._id, blogTypeId: type._id });
    expect(await get('/api/blog/get_blog_all')).toHaveLength(1);
    const r = await del(`/api/blog/delete_blog/${blog._id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(serverMessages.deleted);
    expect(await get('/api/blog/get_blog_all')).toEqual([]);
    expect((await t.call({ method: 'POST', url: `/api/blog/get_blog_by_blog_id/${blog._id}`, payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: blog.url })).statusCode).toBe(404);
    expect(uploads()).toEqual([fileOf(type.url)]);
    expect((await t.call({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(blog._id);
    expect((await del(`/api/blog/delete_blog/${blog._id}`)).statusCode).toBe(404);
    expect((await del(`/api/blog_tag/delete_blog_tag/${tag._id}`)).statusCode).toBe(200);
    expect((await del(`/api/blog_type/delete_blog_type/${type._id}`)).statusCode).toBe(200);
  });

  it('answers 400 naming each missing field (title, subTitle, body, image, blogTagId, blogTypeId) and unknown tags or types, storing nothing', async () => {
    const tag = await addTag('Cotton');
    const type = await addType('Guide');
    const base = { title: 'T', subTitle: 'S', body: '<p>B</p>', blogTagId: tag._id, blogTypeId: type._id };
    for (const field of ['title', 'subTitle', 'body', 'blogTagId', 'blogTypeId'] as const) {
      const { [field]: _, ...rest } = base;
      const missing = await form('/api/blog/add_new_blog', rest);
      expect(missing.statusCode, field).toBe(400);
      expect(missing.json().message, field).toContain(field);
      const blank = await form('/api/blog/add_new_blog', { ...base, [field]: '  ' });
      expect(blank.statusCode, field).toBe(400);
      expect(blank.json().message, field).toContain(field);
    }
    const noImage = await form('/api/blog/add_new_blog', base, false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('image');
    const badTag = await form('/api/blog/add_new_blog', { ...base, blogTagId: [tag._id, 'nope'] });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toBe('body.blogTagId: no blog tag nope');
    const badType = await form('/api/blog/add_new_blog', { ...base, blogTypeId: 'nope' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('body.blogTypeId: no blog type nope');
    const onlyScript = await form('/api/blog/add_new_blog', { ...base, body: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe(blogTexts.bodyEmpty);
    const extra = await form('/api/blog/add_new_blog', { ...base, isAdmin: 'true' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('isAdmin');

    const blog = await addBlog(base);
    const editNoTitle = await form(`/api/blog/update_blog_by_id/${blog._id}`, { ...base, title: '' }, false);
    expect(editNoTitle.statusCode).toBe(400);
    expect(editNoTitle.json().message).toContain('title');
    expect(await get('/api/blog/get_blog_all')).toEqual([blog]);
    expect(uploads()).toEqual([fileOf(type.url), fileOf(blog.url)].sort());
  });
});

describe('blog body sanitising', () => {
  const PAYLOADS: Array<[name: string, html: string, kept: string[], gone: RegExp[]]> = [
    ['script tag', '<p>Hi</p><script>document.cookie="x"</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>', ['<p>Hi</p>'], [/script/i, /document\.cookie/, /evil/]],
    ['event handlers', '<p onclick="steal()">Tap</p><img src="/uploads/0123456789abcdef01234567.webp" onerror="steal()" alt="swatch"><svg onload="steal()"></svg>', ['<p>Tap</p>', '<img src="/uploads/0123456789abcdef01234567.webp" alt="swatch" />'], [/onclick|onerror|onload|steal|svg/i]],
    ['javascript: links', '<a href="javascript:alert(1)">one</a><a href="JaVaScRiPt:alert(2)">two</a><a href="  javascript:alert(3)">three</a><a href="data:text/html,<script>x</script>">four</a>', ['one', 'two', 'three', 'four'], [/javascript|alert|data:|href=/i]],
    ['iframes, objects and forms', '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input name="p"></form><p>ok</p>', ['<p>ok</p>'], [/iframe|object|embed|form|input|evil/i]],
    ['style expressions', '<p style="width: expression(alert(1)); background: url(javascript:alert(2))">styled</p><style>body{background:url("javascript:alert(3)")}</style>', ['<p>styled</p>'], [/style=|<style|expression|alert|javascript/i]],
    ['foreign pictures', '<p>x</p><img src="https://tracker.example/pixel.gif"><img src="//evil.example/a.png"><img src="data:image/png;base64,AAAA">', ['<p>x</p>'], [/<img|tracker|evil|data:/i]],
  ];

  it.each(PAYLOADS)('stores %s without the unsafe part, and serves the same clean body publicly', async (_name, html, kept, gone) => {
    const tag = await addTag('Cotton');
    const type = await addType('Guide');
    const blog = await addBlog({ title: 'XSS', subTitle: 'S', body: html, blogTagId: tag._id, blogTypeId: type._id });
    const served = (await post(`/api/blog/get_blog_by_blog_id/${blog._id}`)).body as string;
    expect(served).toBe(blog.body);
    for (const k of kept) expect(served).toContain(k);
    for (const g of gone) expect(served).not.toMatch(g);
    const edited = (await form(`/api/blog/update_blog_by_id/${blog._id}`, { title: 'XSS', subTitle: 'S', body: `<p>edit</p>${html}`, blogTagId: tag._id, blogTypeId: type._id }, false)).json().result as Blog;
    for (const g of gone) expect(edited.body).not.toMatch(g);
  });

  it('keeps headings, lists, links (with rel="noopener"), bold and italic; an h1 becomes h2 under the page title', async () => {
    const tag = await addTag('Cotton');
    const type = await addType('Guide');
    const html =
      '<h1>Big</h1><h3>Small</h3><ul><li><strong>bold</strong></li><li><em>italic</em></li></ul><ol><li>one</li></ol>' +
      '<p><a href="https://example.com/a">site</a> <a href="/blog" rel="opener">ours</a> <a href="https://example.com" target="_blank">tab</a></p>';
    const blog = await addBlog({ title: 'Rich', subTitle: 'S', body: html, blogTagId: tag._id, blogTypeId: type._id });
    expect(blog.body).toBe(
      '<h2>Big</h2><h3>Small</h3><ul><li><strong>bold</strong></li><li><em>italic</em></li></ul><ol><li>one</li></ol>' +
        '<p><a href="https://example.com/a" rel="noopener">site</a> <a href="/blog" rel="noopener">ours</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">tab</a></p>',
    );
  });
});

describe('migration 005_blog', () => {
  it("carries each existing blog's one type over to blog_type_links, losing nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'selvedge-005-'));
    const database = await testDatabase({ empty: true });
    const db = openDb({ dataDir: dir, databaseUrl: database.url });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('004_back_office')).error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('blog_types').values([{ _id: 'guide', name: 'Guide', url: '', createAt: at }, { _id: 'news', name: 'News', url: '', createAt: at }]).execute();
      await db.insertInto('blog_tags').values({ _id: 'cotton', name: 'Cotton', createAt: at }).execute();
      const row = (id: string, type: string) => ({ _id: id, title: id, subTitle: 's', url: '', body: '<p>b</p>', blogTypeId: type, createAt: at, modifyAt: at });
      await db.insertInto('blogs').values([row('b1', 'guide'), row('b2', 'news')]).execute();
      await db.insertInto('blog_tag_links').values({ blogId: 'b1', blogTagId: 'cotton' }).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('blog_type_links').selectAll().orderBy('blogId').execute()).toEqual([
        { blogId: 'b1', blogTypeId: 'guide' },
        { blogId: 'b2', blogTypeId: 'news' },
      ]);
      const blogs = await listBlogs(db);
      expect(blogs.map((b) => [b._id, b.blogTypeId, b.blogTypeIds, b.blogTagId])).toEqual([
        ['b1', 'guide', ['guide'], ['cotton']],
        ['b2', 'news', ['news'], []],
      ]);
    } finally {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
