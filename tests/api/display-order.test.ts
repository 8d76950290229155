import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index.js';
import { orderTexts } from '../../src/contract/texts.js';
import { multipart, useMakeApp, useTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/** Issue 17 §5: sliders, categories and blog posts put in order by the admin; the public answers follow. */
const t = useTestApp();

type Row = { _id: string };

async function addSlide(token: string, title: string, isActived = 'true'): Promise<Row> {
  t.clock.advance(1000);
  const body = await multipart({ title, isActived }, { image: { name: 's.png', type: 'image/png', data: await pngBytes(40, 20) } });
  const r = await t.call({ method: 'POST', url: '/api/slider/add_new_slider', token, ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}
async function addCategory(token: string, name: string): Promise<Row> {
  t.clock.advance(1000);
  const body = await multipart({ name, alwaysShown: 'true' }, { image: { name: 'c.png', type: 'image/png', data: await pngBytes() } });
  const r = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}
async function addBlog(token: string, title: string, blogTypeId: string, blogTagId: string): Promise<Row> {
  t.clock.advance(1000);
  const body = await multipart({ title, subTitle: 's', body: '<p>b</p>', blogTypeId, blogTagId }, { image: { name: 'b.png', type: 'image/png', data: await pngBytes() } });
  const r = await t.call({ method: 'POST', url: '/api/blog/add_new_blog', token, ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result;
}

const reorder = (url: string, ids: unknown, token?: string) => t.call({ method: 'POST', url, token, payload: { ids } });
const result = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
  const r = await t.call({ method, url, payload, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result as Array<Record<string, string>>;
};

// The public answers (each cached: they show a new order only if the reorder cleared the cache).
const homeSlides = async () => (await result('POST', '/api/slider/get_slider_data_by_status', { status: true })).map((s) => s.title);
const homeGrid = async () => (await result('GET', '/api/category/get_category_all')).map((c) => c.name);
const navbar = async () => (await result('POST', '/api/product_sku/get_product_category_data_actived', { isActived: true })).map((c) => c.name);
const blogList = async () => (await result('GET', '/api/blog/get_blog_all')).map((b) => b.title);
const blogsOfType = async (blogType: string) => (await result('POST', '/api/blog/get_blog_by_blog_type', { blogType })).map((b) => b.title);

describe('slider order', () => {
  it('puts the slides in the order given; the home carousel and the admin list follow; a new slide goes last', async () => {
    const token = await t.adminToken();
    const a = await addSlide(token, 'A');
    const b = await addSlide(token, 'B');
    const off = await addSlide(token, 'Off', 'false');
    const c = await addSlide(token, 'C');
    expect(await homeSlides()).toEqual(['A', 'B', 'C']);

    const r = await reorder('/api/slider/update_slider_order', [c._id, off._id, a._id, b._id], token);
    expect(r.statusCode, r.body).toBe(200);
    expect(await homeSlides()).toEqual(['C', 'A', 'B']);
    expect((await result('GET', '/api/slider/get_slider_data_all', undefined, token)).map((s) => s.title)).toEqual(['C', 'Off', 'A', 'B']);

    await addSlide(token, 'D');
    expect(await homeSlides()).toEqual(['C', 'A', 'B', 'D']);
  });
});

describe('category order', () => {
  it('puts the categories in the order given; the home grid and the navbar follow; a new category goes last', async () => {
    const token = await t.adminToken();
    const cotton = await addCategory(token, 'Cotton');
    const linen = await addCategory(token, 'Linen');
    const silk = await addCategory(token, 'Silk');
    expect(await homeGrid()).toEqual(['Cotton', 'Linen', 'Silk']);
    expect(await navbar()).toEqual(['Cotton', 'Linen', 'Silk']);

    expect((await reorder('/api/category/update_category_order', [silk._id, cotton._id, linen._id], token)).statusCode).toBe(200);
    expect(await homeGrid()).toEqual(['Silk', 'Cotton', 'Linen']);
    expect(await navbar()).toEqual(['Silk', 'Cotton', 'Linen']);

    await addCategory(token, 'Wool');
    expect(await homeGrid()).toEqual(['Silk', 'Cotton', 'Linen', 'Wool']);
  });
});

describe('blog order', () => {
  it('puts the posts in the order given; the blog list and each type tab follow; a new post leads', async () => {
    const token = await t.adminToken();
    const tag = (await t.call({ method: 'POST', url: '/api/blog_tag/add_new_blog_tag', token, payload: { name: 'Cotton' } })).json().result._id;
    const typeBody = await multipart({ name: 'Guide' }, { image: { name: 't.png', type: 'image/png', data: await pngBytes() } });
    const guide = (await t.call({ method: 'POST', url: '/api/blog_type/add_new_blog_type', token, ...typeBody })).json().result._id;
    const first = await addBlog(token, 'First', guide, tag);
    const second = await addBlog(token, 'Second', guide, tag);
    const third = await addBlog(token, 'Third', guide, tag);
    expect(await blogList()).toEqual(['Third', 'Second', 'First']);

    expect((await reorder('/api/blog/update_blog_order', [second._id, first._id, third._id], token)).statusCode).toBe(200);
    expect(await blogList()).toEqual(['Second', 'First', 'Third']);
    expect(await blogsOfType(guide)).toEqual(['Second', 'First', 'Third']);

    await addBlog(token, 'Fresh', guide, tag);
    expect(await blogList()).toEqual(['Fresh', 'Second', 'First', 'Third']);
  });
});

describe('reorder calls refuse', () => {
  it('callers who are not admins (401, 403) and ids that are not every row once (400 naming the id), changing nothing', async () => {
    const token = await t.adminToken();
    const a = await addSlide(token, 'A');
    const b = await addSlide(token, 'B');
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await reorder('/api/slider/update_slider_order', [b._id, a._id])).statusCode).toBe(401);
    expect((await reorder('/api/slider/update_slider_order', [b._id, a._id], member)).statusCode).toBe(403);
    expect((await reorder('/api/category/update_category_order', [b._id], member)).statusCode).toBe(403);
    expect((await reorder('/api/blog/update_blog_order', [b._id], member)).statusCode).toBe(403);

    const refused = async (ids: unknown, message: string | RegExp) => {
      const r = await reorder('/api/slider/update_slider_order', ids, token);
      expect(r.statusCode, r.body).toBe(400);
      if (typeof message === 'string') expect(r.json().message).toBe(message);
      else expect(r.json().message).toMatch(message);
    };
    await refused([b._id, a._id, b._id], orderTexts.twice(b._id));
    await refused([b._id, 'nope'], orderTexts.unknown('slide', 'nope'));
    await refused([b._id], orderTexts.missing('slide', [a._id]));
    await refused([], /ids/);
    await refused('x', /ids/);
    await refused([b._id, 7], /ids/);
    expect((await t.call({ method: 'POST', url: '/api/slider/update_slider_order', token, payload: { ids: [b._id, a._id], extra: 1 } })).statusCode).toBe(400);
    expect(await homeSlides()).toEqual(['A', 'B']);

    const cat = await addCategory(token, 'Cotton');
    const r = await reorder('/api/category/update_category_order', [cat._id, a._id], token);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(orderTexts.unknown('category', a._id));
  });
});

describe('migration 018_display_order', () => {
  const makeApp = useMakeApp();
  it('numbers the rows stored before it in the order the storefront showed them, so nothing moves', async () => {
    const other = await makeApp();
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('018_display_order') - 1];
    const migrator = new Migrator({ db: other.app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const db = other.app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
    await db.insertInto('sliders').values([
      { _id: 's2', title: 'Later', url: '', isActived: 1, createAt: at(2) },
      { _id: 's1', title: 'Earlier', url: '', isActived: 1, createAt: at(1) },
    ]).execute();
    await db.insertInto('categories').values([
      { _id: 'c2', categoryId: 'LINEN', name: 'Linen', discription: '', url: '', isActived: 1, createAt: at(2), alwaysShown: 1 },
      { _id: 'c1', categoryId: 'COTTON', name: 'Cotton', discription: '', url: '', isActived: 1, createAt: at(1), alwaysShown: 1 },
    ]).execute();
    await db.insertInto('blog_types').values({ _id: 'x', name: 'Guide', url: '', createAt: at(1) }).execute();
    await db.insertInto('blogs').values([
      { _id: 'b1', title: 'Old', subTitle: '', url: '', body: '<p>b</p>', blogTypeId: 'x', createAt: at(1), modifyAt: at(1) },
      { _id: 'b2', title: 'New', subTitle: '', url: '', body: '<p>b</p>', blogTypeId: 'x', createAt: at(2), modifyAt: at(2) },
    ]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const order = (table: string) => db.selectFrom(table).select(['_id', 'sortOrder']).orderBy('sortOrder').execute();
    expect(await order('sliders')).toEqual([{ _id: 's1', sortOrder: 1 }, { _id: 's2', sortOrder: 2 }]);
    expect(await order('categories')).toEqual([{ _id: 'c1', sortOrder: 1 }, { _id: 'c2', sortOrder: 2 }]);
    expect(await order('blogs')).toEqual([{ _id: 'b2', sortOrder: 1 }, { _id: 'b1', sortOrder: 2 }]);
  });
});
