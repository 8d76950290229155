import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { productTexts } from '../../src/store/productTexts.js';
import { adminPaths, memberPaths } from '../../src/routes.js';
import { DESKTOP, e2eServer, useBrowser } from '../helpers/browser.js';

const { baseURL } = e2eServer();
const browser = useBrowser();

// Every public route landing on its page, never the not-found page, is proven by storefront-axe-phone/-desktop.test.ts
// as it scans each one; here the guarded routes and the not-found page.
describe('every route, logged out', () => {
  it('sends member-only routes to /member_login and admin routes to /admin_login', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    /** Opens `path`: the first of each kind as a visit from outside (a bookmark), the others from inside the app. */
    const open = async (path: string, first: boolean) => {
      if (first) await page.goto(baseURL + path);
      else {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      }
    };
    for (const [i, path] of memberPaths.entries()) {
      await open(path, i === 0);
      await page.waitForFunction(() => window.location.pathname === '/member_login');
    }
    for (const [i, path] of adminPaths.entries()) {
      await open(path, i === 0);
      await page.waitForFunction(() => window.location.pathname === '/admin_login');
      await page.getByRole('button', { name: messages.login }).waitFor();
    }
    await page.close();
  });

  it('answers an unknown path and unknown records with HTTP 404 and Page Not Found 404, whose one button goes home', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const cases: Array<[string, string | null]> = [
      ['/no/such/page', null],
      ['/sub_product/NO-SUCH-SKU', productTexts.productNotFound],
      ['/blogdetail/no-such-post', pageTexts.blogNotFound],
      ['/product/CATEGORY/NO-SUCH-CATEGORY', productTexts.unknownCategory],
    ];
    for (const [path, detail] of cases) {
      const response = await page.goto(baseURL + path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: messages.pageNotFound }).waitFor();
      if (detail) await page.getByText(detail, { exact: true }).waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe(`${messages.pageNotFound} | Selvedge`);
    }
    const home = page.getByRole('main').getByRole('link');
    expect(await home.count()).toBe(1);
    expect(await home.textContent()).toBe(messages.backToHomePage);
    await page.getByRole('link', { name: messages.backToHomePage, exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.close();
  });
});
