import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../src/contract/admin.js';
import { blogApi, blogTagApi, blogTypeApi } from '../../src/contract/blog.js';
import { contactUsApi } from '../../src/contract/contactUs.js';
import { productSkuAdminApi } from '../../src/contract/productSkuAdmin.js';
import { sliderApi } from '../../src/contract/slider.js';
import { contactListApi } from '../../src/contract/contactList.js';
import { productApi } from '../../src/contract/product.js';
import { productCompositionApi } from '../../src/contract/productComposition.js';
import { subProductApi } from '../../src/contract/subProduct.js';
import { productDesignApi } from '../../src/contract/productDesign.js';
import { productTypeApi } from '../../src/contract/productType.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * List calls page, sort and search on the server (issue 17 §1): `?page=&perPage=&sort=&order=&q=`
 * answers one page and `total`; without `page`, the whole list as spec.md's screens ask for it.
 */
const t = useSharedTestApp();
let token: string;
beforeAll(async () => {
  token = await t.adminToken('pager@test.local');
  for (let i = 1; i <= 30; i++) {
    const r = await t.call({ method: 'POST', url: `/api${blogTagApi.add.path}`, token, payload: { name: `Tag ${String(i).padStart(2, '0')}` } });
    expect(r.statusCode).toBe(201);
  }
});

/** The contact list's call is a POST (spec.md); the others GETs. */
const get = (path: string, query = '') => t.call({ method: path === contactListApi.list.path ? 'POST' : 'GET', url: `/api${path}${query}`, token });
const names = (body: { result: Array<{ name: string }> }) => body.result.map((r) => r.name);

describe('list calls with a page', () => {
  it('answer one page and the total, sorted and searched on the server', async () => {
    const first = (await get(blogTagApi.list.path, '?page=1&perPage=10&sort=name&order=ASC')).json();
    expect(first.total).toBe(30);
    expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Tag ${String(i + 1).padStart(2, '0')}`));
    const last = (await get(blogTagApi.list.path, '?page=3&perPage=10&sort=name&order=DESC')).json();
    expect(names(last)).toEqual(Array.from({ length: 10 }, (_, i) => `Tag ${String(10 - i).padStart(2, '0')}`));
    const found = (await get(blogTagApi.list.path, '?page=1&perPage=25&q=tag%202')).json();
    expect(found.total).toBe(10);
    expect(names(found)).toEqual(Array.from({ length: 10 }, (_, i) => `Tag 2${i}`));
    // Past the last page: no rows, the same total.
    expect((await get(blogTagApi.list.path, '?page=9&perPage=10')).json()).toMatchObject({ result: [], total: 30 });
  });

  it('without a page answer the whole list, as spec.md asks, with no total', async () => {
    const all = (await get(blogTagApi.list.path)).json();
    expect(all.result).toHaveLength(30);
    expect(all).not.toHaveProperty('total');
  });

  it.each([blogTagApi.list.path, blogTypeApi.list.path, productTypeApi.list.path, productCompositionApi.list.path, productDesignApi.list.path, productApi.list.path, subProductApi.list.path, contactListApi.list.path, blogApi.list.path, sliderApi.list.path, productSkuAdminApi.categories.path, adminApi.list.path, contactUsApi.list.path])('%s pages, and refuses a page it cannot give with 400', async (path) => {
    const whole = (await get(path)).json().result as unknown[];
    const page = (await get(path, '?page=1&perPage=1')).json();
    expect(page.total).toBe(whole.length);
    expect(page.result.length).toBe(Math.min(1, whole.length));
    for (const bad of ['?page=0', '?page=1&perPage=101', '?page=1&sort=na;me', '?page=1&order=up', '?page=x']) {
      const r = await get(path, bad);
      expect(r.statusCode, `${path}${bad}`).toBe(400);
      expect(r.json().message).toMatch(/querystring/);
    }
  });
});
