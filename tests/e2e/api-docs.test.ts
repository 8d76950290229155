import { describe, expect, it } from 'vitest';
import { DESKTOP, e2eServer, useBrowser, watchErrors } from '../helpers/browser.js';

/** /api/docs in real Chromium, under the server's real CSP (the same header as every page). */
const { baseURL } = e2eServer();
const browser = useBrowser();

describe('the API docs page', () => {
  it('renders every area of the API with no CSP violation, and its try-it-out call passes the XSRF check', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Any blocked script, style, image or call shows up here, whether or not the console reports it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });

    const response = await page.goto(`${baseURL}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Selvedge API/ }).waitFor();

    // One section per area, named by its first path segment.
    for (const area of ['category', 'product_sku', 'admin', 'member', 'blog']) {
      await page.locator(`.opblock-tag-section h3[data-tag="${area}"]`).waitFor();
    }
    const areas = await page.locator('.opblock-tag-section').count();
    expect(areas).toBeGreaterThan(15);

    // A public read the spec makes a POST: opened, tried and executed from the page.
    await page.locator('h3[data-tag="product_sku"]').click();
    const op = page.locator('.opblock', { hasText: '/api/product_sku/get_product_category_data_actived' });
    await op.locator('.opblock-summary').click();
    await op.getByRole('button', { name: 'Try it out' }).click();
    await op.locator('textarea.body-param__text').fill('{ "isActived": true }');
    await op.getByRole('button', { name: 'Execute' }).click();
    const status = op.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor();
    expect((await status.innerText()).trim()).toBe('200');

    // An admin call is marked as needing a token (the padlock of its security requirement).
    await page.locator('h3[data-tag="category"]').click();
    const admin = page.locator('.opblock', { hasText: '/api/category/add_new_category' });
    await admin.locator('.authorization__btn').first().waitFor();

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
