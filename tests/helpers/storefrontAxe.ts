import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Blog } from '../../src/contract/blog.js';
import type { Sku } from '../../src/contract/productSku.js';
import { messages } from '../../src/messages.js';
import { publicPaths } from '../../src/routes.js';
import { colourTexts } from '../../src/store/colour/colourTexts.js';
import { filterTexts } from '../../src/store/filters/filterTexts.js';
import { productTexts } from '../../src/store/productTexts.js';
import { sampleTexts } from '../../src/store/samples/sampleTexts.js';
import { searchTexts } from '../../src/store/search/searchTexts.js';
import { storeTexts } from '../../src/store/texts.js';
import { finishedAppearing, seriousViolations, settle } from './axe.js';
import { countRequests, e2eServer, PHONE, useBrowser } from './browser.js';
import { apiCall, openPage, type Viewport } from './storefront.js';

const NOT_FOUND = '/no/such/page';
/** Stands for the first blog's id in the route list until the server has said it. */
const BLOG_ID = '__first_blog_id__';

/** Every public route of spec.md §2 with real records, plus the not-found page. */
const pages = (blogId: string) => [
  ...publicPaths.map((p) =>
    p.replace(':type/:categoryId', 'CATEGORY/COTTON').replace(':parentsSku', 'CT-OXF-120').replace(':blogId', blogId),
  ),
  '/product/PRODUCTTYPE/FABRICS',
  NOT_FOUND,
];

/**
 * axe on the storefront at one viewport: every public route, the banner, menus and dialogs, the search
 * and the sample basket. Each viewport is a file of its own (storefront-axe-phone/-desktop.test.ts), so
 * two workers share the scans. Call once at the top of the file.
 */
export function storefrontAxe(name: string, viewport: Viewport): void {
  const { baseURL } = e2eServer();
  const browser = useBrowser({ reducedMotion: 'reduce' });
  let blogId: string;
  beforeAll(async () => {
    blogId = (await apiCall<Blog[]>(baseURL, '/blog/get_blog_all'))[0]._id;
  });

  describe(`axe on a ${name}`, () => {
    /** A public page with its data and, after load, the top bar, all at rest. */
    const ready = async (page: Page) => {
      await page.getByRole('navigation', { name: 'Our shops' }).getByRole('link').first().waitFor();
      await settle(page);
    };

    // One test per route (the blog's id comes once the server answers): each has the whole ceiling to
    // itself; all in one, the scans took longer than 90 s on a busy two-core machine.
    it.each(pages(BLOG_ID))('lands %s on its page, never the not-found page, and finds no serious or critical violation there', async (route) => {
      const path = route.replace(BLOG_ID, blogId);
      const { context, page } = await openPage(browser(), viewport);
      await countRequests(context);
      await page.goto(baseURL + path);
      await ready(page);
      if (path !== NOT_FOUND) {
        expect(await page.getByText(messages.pageNotFound).count(), path).toBe(0);
        expect(new URL(page.url()).pathname, path).toBe(path);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('finds none with the cookie banner, the menus, the sell panel and the lightbox open', async () => {
      const { context, page } = await openPage(browser(), viewport, { consent: null });
      await countRequests(context);
      const found: string[] = [];
      const scan = async (what: string) => found.push(...(await seriousViolations(page)).map((v) => `${what}: ${v}`));

      await page.goto(`${baseURL}/`);
      await page.getByRole('region', { name: storeTexts.cookieRegion }).waitFor();
      await ready(page);
      await scan('cookie banner');
      const nav = page.getByRole('navigation', { name: storeTexts.mainNavigation });
      if (viewport === PHONE) await nav.getByRole('button', { name: storeTexts.menu }).click();
      else await nav.getByRole('button', { name: messages.category }).click();
      await settle(page);
      await scan(viewport === PHONE ? 'phone menu' : 'category dropdown');

      await page.goto(`${baseURL}/sub_product/CT-OXF-120`);
      await ready(page);
      await page.getByRole('button', { name: productTexts.buy }).click();
      await page.getByRole('dialog', { name: productTexts.buy }).waitFor();
      await finishedAppearing(page, `[role="dialog"]`);
      await scan('sell panel');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: productTexts.buy }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: productTexts.openPhoto('Cotton Oxford 120') }).click();
      await page.getByRole('dialog', { name: 'Lightbox' }).waitFor();
      await finishedAppearing(page, '[aria-label="Lightbox"]');
      await scan('lightbox');

      expect(found).toEqual([]);
      await context.close();
    });

    it('finds none on search results (their filters open on a phone), a colour chosen and a sample basket with colours (issue 18 §5)', async () => {
      const { context, page } = await openPage(browser(), viewport);
      await countRequests(context);
      const found: string[] = [];
      const scan = async (what: string) => found.push(...(await seriousViolations(page)).map((v) => `${what}: ${v}`));

      await page.goto(`${baseURL}/search?q=linen`);
      await page.getByRole('region', { name: searchTexts.fabrics }).getByRole('link').first().waitFor();
      await ready(page);
      await scan('/search?q=linen');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: filterTexts.openFilters(0) }).click();
        await page.getByRole('dialog', { name: filterTexts.filters }).waitFor();
        await finishedAppearing(page, '[role="dialog"]');
        await scan('search filters dialog');
      }

      await page.goto(`${baseURL}/search?hex=B3262E`);
      const chooser = page.getByRole('region', { name: colourTexts.chooseTitle });
      await chooser.getByRole('status').filter({ hasText: colourTexts.chosen('B3262E') }).waitFor();
      await chooser.getByRole('list').getByRole('link').first().waitFor();
      await ready(page);
      await scan('colour chooser, a colour chosen');

      const [a, b] = await apiCall<Sku[]>(baseURL, '/product_sku/get_product_sku_data_by_parents_sku_actived', { parentsSku: 'CT-OXF-120', isActived: true });
      await page.goto(`${baseURL}/sub_product/CT-OXF-120`);
      await ready(page);
      for (const { sku } of [a, b]) {
        await page.getByRole('button', { name: sampleTexts.requestSampleOf(sku) }).click();
        await page.getByRole('link', { name: sampleTexts.inBasketOf(sku) }).waitFor();
      }
      await page.goto(`${baseURL}/samples`);
      await page.getByRole('list', { name: sampleTexts.title }).getByRole('link', { name: b.sku }).waitFor();
      await ready(page);
      await scan('/samples with two colours');

      expect(found).toEqual([]);
      await context.close();
    });
  });
}
