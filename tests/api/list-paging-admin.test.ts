import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../src/contract/admin.js';
import { blogApi, blogTagApi, blogTypeApi } from '../../src/contract/blog.js';
import { contactUsApi } from '../../src/contract/contactUs.js';
import { productApi } from '../../src/contract/product.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { sliderApi } from '../../src/contract/slider.js';
import { multipart, useSharedTestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/**
 * Issue 17 §1, the lists paged on the server since: Blog (and its written-on days), Slider and the
 * categories (Active filter; each row keeps its place in the storefront's order, whatever page or
 * filter shows it), Products by category, Admins and Contact Us.
 */
const t = useSharedTestApp();
let token: string;
const DAY = 86_400_000;

type Row = { _id: string; title?: string; name?: string; position?: number; places?: number };
const get = async (path: string, query = '') => {
  const r = await t.call({ method: 'GET', url: `/api${path}${query}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { result: Row[]; total?: number };
};
const image = async () => ({ image: { name: 'i.png', type: 'image/png', data: await pngBytes(40, 20) } });
async function send(path: string, fields: Record<string, string | string[]>, withImage = true) {
  const r = await t.call({ method: 'POST', url: `/api${path}`, token, ...(await multipart(fields, withImage ? await image() : {})) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().result as Row & { categoryId: string };
}

beforeAll(async () => {
  token = await t.adminToken('lists@test.local');
});

describe('Slider list', () => {
  it('pages and filters by Active on the server; each slide keeps its place on the home page', async () => {
    for (const [title, isActived] of [['Lp A', 'true'], ['Lp B', 'false'], ['Lp C', 'true']]) await send(sliderApi.add.path, { title: title!, isActived: isActived! });
    // The whole list (spec.md's shape, no places): the home page's order.
    const all = (await get(sliderApi.list.path)).result;
    const whole = all.map((s, i) => ({ ...s, position: i + 1 })).filter((s) => s.title?.startsWith('Lp '));
    expect(whole.map((s) => s.title).sort()).toEqual(['Lp A', 'Lp B', 'Lp C']);

    const active = await get(sliderApi.list.path, '?page=1&perPage=25&q=lp&isActived=true');
    expect(active.total).toBe(2);
    // Unsorted, a page keeps the home page's order.
    expect(active.result.map((s) => [s.title, s.position])).toEqual(whole.filter((s) => s.title !== 'Lp B').map((s) => [s.title, s.position]));
    const off = await get(sliderApi.list.path, '?page=1&perPage=25&q=lp&isActived=false');
    expect(off.result.map((s) => s.title)).toEqual(['Lp B']);
    expect(off.result[0]).toMatchObject({ position: whole.find((s) => s.title === 'Lp B')!.position, places: all.length });

    const last = await get(sliderApi.list.path, '?page=1&perPage=1&q=lp&sort=title&order=DESC');
    expect(last).toMatchObject({ total: 3, result: [{ title: 'Lp C' }] });
    const bad = await t.call({ method: 'GET', url: `/api${sliderApi.list.path}?page=1&isActived=maybe`, token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Category and Category SKU list', () => {
  it('pages, sorts and filters by Active on the server, with each category’s place in the storefront’s order', async () => {
    const zeta = await send('/category/add_new_category', { name: 'Lp Zeta' });
    await send('/category/add_new_category', { name: 'Lp Alpha' });
    const off = await t.call({ method: 'POST', url: `/api${productSkuAdminApi.setCategoryStatus.path}`, token, payload: { _id: zeta._id, status: false } });
    expect(off.statusCode, off.body).toBe(200);

    const whole = (await get(productSkuAdminApi.categories.path)).result;
    const zetaPlace = whole.findIndex((c) => c._id === zeta._id) + 1;

    const inactive = await get(productSkuAdminApi.categories.path, '?page=1&perPage=25&q=lp%20&isActived=false');
    expect(inactive).toMatchObject({ total: 1, result: [{ name: 'Lp Zeta', position: zetaPlace, places: whole.length }] });
    const byName = await get(productSkuAdminApi.categories.path, '?page=1&perPage=1&q=lp%20&sort=name&order=ASC');
    expect(byName).toMatchObject({ total: 2, result: [{ name: 'Lp Alpha' }] });
    const byPlace = await get(productSkuAdminApi.categories.path, '?page=1&perPage=25&q=lp%20&sort=position&order=DESC');
    const ours = whole.filter((c) => c.name?.startsWith('Lp '));
    expect(byPlace.result.map((c) => c.name)).toEqual(ours.reverse().map((c) => c.name));
  });
});

describe('Blog list', () => {
  it('pages and keeps to the days the posts were written on (days in Thailand, both ends included)', async () => {
    const tag = (await t.call({ method: 'POST', url: `/api${blogTagApi.add.path}`, token, payload: { name: 'Lp tag' } })).json().result as Row;
    const type = await send(blogTypeApi.add.path, { name: 'Lp type' });
    const post = (title: string) => send(blogApi.add.path, { title, subTitle: 's', body: '<p>b</p>', blogTagId: tag._id, blogTypeId: type._id });
    // 2026-03-01 17:30 UTC is 2 March in Bangkok.
    t.clock.now = Date.parse('2026-03-01T17:30:00Z');
    await post('Lp March');
    t.clock.now += 10 * DAY;
    await post('Lp Later');

    const titles = async (query: string) => (await get(blogApi.list.path, `?page=1&perPage=25&q=lp%20${query}`)).result.map((b) => b.title);
    expect(await titles('&dateFrom=2026-03-02&dateTo=2026-03-02')).toEqual(['Lp March']);
    expect(await titles('&dateTo=2026-03-01')).toEqual([]);
    expect(await titles('&dateFrom=2026-03-03')).toEqual(['Lp Later']);
    expect((await titles('&sort=title&order=ASC'))).toEqual(['Lp Later', 'Lp March']);
    const wrong = await t.call({ method: 'GET', url: `/api${blogApi.list.path}?page=1&dateFrom=2026-02-30`, token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/querystring\.dateFrom is not a real date/);
    // A page's posts carry their place in the blog's order; the storefront's whole list is spec.md's shape.
    const all = (await get(blogApi.list.path)).result;
    expect(all[0]).not.toHaveProperty('position');
    const page = (await get(blogApi.list.path, '?page=1&perPage=25&q=lp%20')).result;
    expect(page.map((b) => b.position)).toEqual(page.map((b) => all.findIndex((x) => x._id === b._id) + 1));
  });
});

describe('Product list', () => {
  it('keeps to one category by its public id', async () => {
    const one = await send('/category/add_new_category', { name: 'Lp Denim' });
    const two = await send('/category/add_new_category', { name: 'Lp Linen' });
    const base = { name: 'Lp product', width: '58"', construction: '', density: '', weaving: 'Twill', discription: '', composition: 'Cotton 100%' };
    await send(productApi.add.path, { ...base, code: 'LP-1', categoryId: one.categoryId });
    await send(productApi.add.path, { ...base, code: 'LP-2', categoryId: [one.categoryId, two.categoryId] });
    const codes = async (categoryId: string) => (await get(productApi.list.path, `?page=1&perPage=25&categoryId=${encodeURIComponent(categoryId)}`)).result.map((p) => (p as { code?: string }).code);
    expect(await codes(one.categoryId)).toEqual(['LP-1', 'LP-2']);
    expect(await codes(two.categoryId)).toEqual(['LP-2']);
    expect(await codes('no-such-category')).toEqual([]);
  });
});

describe('Admins and Contact Us lists', () => {
  it('page, sort and search on the server', async () => {
    await t.adminToken('lp-second@test.local');
    const admins = await get(adminApi.list.path, '?page=1&perPage=1&q=lp-second');
    expect(admins).toMatchObject({ total: 1, result: [{ email: 'lp-second@test.local' }] });
    expect((await get(adminApi.list.path, '?page=1&perPage=1')).result).toHaveLength(1);

    for (const company of ['Lp Beta Co', 'Lp Alpha Co']) await send(contactUsApi.add.path, { company }, false);
    const first = await get(contactUsApi.list.path, '?page=1&perPage=1&q=lp%20&sort=company&order=ASC');
    expect(first).toMatchObject({ total: 2, result: [{ company: 'Lp Alpha Co' }] });
    // The storefront's call, without a page: every record, no total.
    expect(await get(contactUsApi.list.path)).not.toHaveProperty('total');
  });
});
