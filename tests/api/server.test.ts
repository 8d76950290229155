import { describe, expect, it } from 'vitest';
import { useSharedTestApp } from '../helpers/app.js';

const t = useSharedTestApp();

describe('server frame', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const r = await t.call({ method: 'GET', url: '/api/nothing/here' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json().message).toBeTruthy();
  });

  it('hands out an XSRF cookie the browser can read', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/category/get_category_all' });
    const cookie = r.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const r = await t.call({ method: 'GET', url: '/' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same security headers on API answers, cached answers, errors and refusals', async () => {
    const page = await t.call({ method: 'GET', url: '/' });
    const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];
    const cases = [
      await t.call({ method: 'GET', url: '/api/category/get_category_all' }),
      await t.call({ method: 'GET', url: '/api/category/get_category_all' }), // the stored answer
      await t.call({ method: 'POST', url: '/api/product_sku/get_product_sku_data_by_parents_sku_actived', payload: { parentsSku: 'X', isActived: true } }),
      await t.call({ method: 'GET', url: '/api/no/such/call' }),
      await t.app.inject({ method: 'POST', url: '/api/admin/admin_login', payload: {} }), // no XSRF token: 403
      await t.call({ method: 'GET', url: '/api/category/%E0%A4%A' }), // answered before any hook (issue 20 §1.8)
    ];
    for (const r of cases) for (const name of names) expect(r.headers[name], `${r.statusCode} ${name}`).toBe(page.headers[name]);
    expect(cases.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 403, 400]);
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('serves index.html for deep links that are not files (404 for a path no screen answers or a record that does not exist)', async () => {
    for (const [url, status] of [['/admin_category', 200], ['/about_us', 200], ['/sub_product/ABC', 404], ['/no/such/page', 404]] as const) {
      const r = await t.call({ method: 'GET', url });
      expect(r.statusCode, url).toBe(status);
      expect(r.headers['content-type']).toContain('text/html');
    }
    expect((await t.call({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('refuses a __proto__ body with 400', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/admin/admin_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}',
    });
    expect(r.statusCode).toBe(400);
  });
});
