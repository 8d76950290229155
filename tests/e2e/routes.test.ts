import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/messages.js';
import { pageTexts } from '../../src/store/pageTexts.js';
import { productTexts } from '../../src/store/productTexts.js';
import { adminPaths, memberPaths, publicPaths } from '../../src/routes.js';
import { DESKTOP, useBrowser } from '../helpers/browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

// Records of the demo seed: a record page whose record does not exist is a not-found page (below).
let blogId = '';
beforeAll(async () => {
  const blogs = (await (await fetch(`${baseURL}/api/blog/get_blog_all`)).json()) as { result: Array<{ _id: string }> };
  blogId = blogs.result[0]._id;
});
const concrete = (p: string) =>
  p.replace(':type', 'CATEGORY').replace(':categoryId', 'COTTON').replace(':blogId', blogId).replace(':parentsSku', 'CT-OXF-120');

describe('every route, logged out', () => {
  it('lands each public route on its page, never the not-found page', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    for (const path of publicPaths) {
      await page.goto(baseURL + concrete(path));
      await page.locator('h1').first().waitFor();
      expect(await page.getByText(messages.pageNotFound).count(), path).toBe(0);
      expect(new URL(page.url()).pathname, path).toBe(concrete(path));
    }
    await page.close();
  });

  it('sends member-only routes to /member_login and admin routes to /admin_login', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    for (const path of memberPaths) {
      await page.goto(baseURL + path);
      await page.waitForURL(`${baseURL}/member_login`);
    }
    for (const path of adminPaths) {
      await page.goto(baseURL + path);
      await page.waitForURL(`${baseURL}/admin_login`);
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
      expect(await page.title(), path).toBe(`${messages.pageNotFound} | Selvedge`);
    }
    const home = page.getByRole('main').getByRole('link');
    expect(await home.count()).toBe(1);
    expect(await home.textContent()).toBe(messages.backToHomePage);
    await page.getByRole('link', { name: messages.backToHomePage, exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.close();
  });

  it('never downloads the back-office on the home page', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto(baseURL + '/', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /AdminApp/.test(s))).toEqual([]);
    await page.close();
  });
});
