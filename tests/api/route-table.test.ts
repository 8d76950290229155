import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../helpers/app.js';

/**
 * Tests generated from the server's own route table (app.routeTable, recorded as routes register):
 * every call, present and future, is covered without anyone writing a test for it.
 */

/** Calls anyone may make: spec.md §7 "Public", the account calls that sign people in, and the enquiry form. */
const PUBLIC = new Set([
  'POST /api/admin/admin_login',
  'POST /api/admin/admin_check',
  'POST /api/admin/admin_verify_email',
  'POST /api/admin/admin_set_password',
  'POST /api/admin/admin_forgot_password',
  'POST /api/member/member_check',
  'POST /api/member/member_verify_email',
  'POST /api/member/member_set_password',
  'POST /api/member/member_forgot_password',
  'POST /api/member/member_login',
  'GET /api/category/get_category_all',
  'GET /api/product_type/get_product_type_all',
  'POST /api/product_sku/get_product_category_data_actived',
  'POST /api/product_sku/get_product_parents_sku_data_by_category_id_actived',
  'POST /api/product_sku/get_product_parents_sku_data_by_product_type_actived',
  'POST /api/product_sku/get_product_parents_sku_data_by_parents_sku',
  'POST /api/product_sku/get_product_sku_data_by_parents_sku_actived',
  'GET /api/product/get_product_all',
  'POST /api/product/get_product_by_category_id/:id',
  'POST /api/product/get_product_by_product_type/:id',
  'POST /api/slider/get_slider_data_by_status',
  'GET /api/contact_us/get_contact_us_data_all',
  'POST /api/contact_form/add_new_contact_form',
  // The sample basket (issue 18 §4): a visitor's, rate-limited per IP like the enquiry.
  'POST /api/contact_form/add_sample_request',
  'GET /api/blog/get_blog_all',
  'POST /api/blog/get_blog_by_blog_type',
  'POST /api/blog/get_blog_by_blog_id/:blogId',
  'GET /api/blog_tag/get_blog_tag_all',
  'POST /api/blog_tag/get_blog_tag_data_by_blog_id/:blogId',
  'GET /api/blog_type/get_blog_type_all',
  'GET /api/health',
  // issue 18: the storefront's search (a read of active records only, cached like the other public reads)
  'GET /api/search',
  // issue 18 §2: product lists and search results with their filters and counts (active records only, cached)
  'GET /api/browse',
  // issue 18 §3: the colours nearest a colour (active records only, cached)
  'GET /api/search/colour',
  'GET /api/search/colour/sku/:sku',
]);
/** Member calls whose handler checks the token itself (the member may read only their own record). */
const CHECKED_IN_HANDLER = new Set(['POST /api/member/get_member_data_by_id/:id']);

// Opened while the file is collected: the tests below are generated from its route table. Its tests only read.
const t = await makeApp();
afterAll(() => t.close());
/** The API's own calls; the docs pages (/api/docs: Swagger UI and the document) are hidden from the document itself. */
const hidden = (r: { schema?: { hide?: boolean } }) => r.schema?.hide === true;
const docsRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && hidden(r));
const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !hidden(r));
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x').replace(/\*$/, 'x');
const adminRoutes = routes.filter((r) => r.guard === 'admin');
const unsafeRoutes = routes.filter((r) => r.method !== 'GET');


describe('the route table', () => {
  it('lists the calls (sanity: the table is recorded at all)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(adminRoutes.length).toBeGreaterThan(3);
  });

  it('hides only the API docs pages, which are all reads', () => {
    expect(docsRoutes.length).toBeGreaterThan(0);
    expect(docsRoutes.filter((r) => !r.url.startsWith('/api/docs') || r.method !== 'GET').map(key)).toEqual([]);
  });

  it('has no unguarded call outside the public list', () => {
    const open = routes.filter((r) => r.guard === null && !PUBLIC.has(key(r)) && !CHECKED_IN_HANDLER.has(key(r))).map(key);
    expect(open).toEqual([]);
  });
});

describe.each(adminRoutes.map((r) => [key(r), r] as const))('admin call %s', (_, route) => {
  const send = (token?: string) =>
    t.call({ method: route.method as 'POST', url: concrete(route.url), token, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });

  it('answers 401 without a token, before looking at the body', async () => {
    const r = await send();
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 401 to a forged token and 403 to a member token', async () => {
    const forged = await t.app.tokens.sign('admin', 'nobody', {}, '1h');
    expect((await send(forged)).statusCode).toBe(401);
    const member = await t.app.tokens.sign('member', 'm1', {}, '1h');
    expect((await send(member)).statusCode).toBe(403);
  });
});

describe.each(unsafeRoutes.map((r) => [key(r), r] as const))('state-changing call %s', (_, route) => {
  it('is refused with 403 without the XSRF header, whoever calls', async () => {
    const token = await t.adminToken();
    const r = await t.call({ method: route.method as 'POST', url: concrete(route.url), token, xsrf: false, payload: {} });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: expect.any(String) });
  });
});
