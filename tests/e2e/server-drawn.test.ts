import { describe, expect, it } from 'vitest';
import { countRequests, DESKTOP, e2eServer, PHONE, useBrowser, whenQuiet } from '../helpers/browser.js';
import { storeTextsTh } from '../../src/i18n/th/frame.js';
import { storeTexts } from '../../src/store/texts.js';
import { openPage } from '../helpers/storefront.js';

/**
 * The fabric pages come drawn from the server (server/plugins/spa.ts, src/entry-server.tsx): a phone
 * shows the page, its main picture included, before any script has run, and the scripts then hydrate
 * that same page rather than drawing it again, in English and in Thai, with no error.
 */
const { baseURL } = e2eServer();
const browser = useBrowser();

const PAGES = [
  { path: '/', heading: 'ผ้าเมตรคุณภาพสำหรับทุกงาน จาก Selvedge' },
  { path: '/product/CATEGORY/COTTON', heading: 'Cotton' },
  { path: '/product/CATEGORY/COTTON?lang=th', heading: 'Cotton' },
  { path: '/sub_product/CT-OXF-120', heading: 'Cotton Oxford 120' },
  { path: '/sub_product/CT-OXF-120?lang=th', heading: 'Cotton Oxford 120' },
  { path: '/search?q=linen', heading: 'Search: linen' },
  { path: `/search?q=${encodeURIComponent('ลินิน')}&lang=th`, heading: 'ค้นหา: ลินิน' },
];

describe('server-drawn fabric pages', () => {
  it('shows a colour page, its main picture, its colours, their LINE links and the closest colours with scripts switched off (phone)', async () => {
    const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    const pictures: Array<{ url: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().includes('/uploads/')) pictures.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`${baseURL}/sub_product/CT-OXF-120`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Cotton Oxford 120');
    const main = page.getByRole('img', { name: 'Cotton Oxford 120' }).first();
    expect(await main.isVisible()).toBe(true);
    // One of the picture's sizes came with the page (the load event waits for it).
    const sizes = (await main.getAttribute('srcset'))!.split(',').map((c) => c.trim().split(' ')[0]);
    expect(pictures.filter((p) => sizes.some((s) => p.url.endsWith(s)) && p.status === 200).length).toBeGreaterThan(0);
    expect(pictures.every((p) => p.status === 200)).toBe(true);
    // Its colours link to their own pages without any script.
    const colourLinks = await page.locator('a[href^="/sub_product/"], a[href*="sku="]').count();
    expect(colourLinks).toBeGreaterThan(0);
    // So do a colour's "Ask on LINE" (the shop's LINE, from its contacts) and the closest colours, each a
    // link: they are drawn with the page, not after it has started.
    expect(await page.getByRole('link', { name: /^Ask about CT-OXF-120-\S+ on LINE/ }).count()).toBeGreaterThan(0);
    const closest = page.getByRole('region', { name: 'Closest colours' });
    expect(await closest.isVisible()).toBe(true);
    expect(await closest.getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates each page in place: first drawn whole, the drawn nodes stay, the page answers a tap, no error (desktop)', async () => {
    for (const { path, heading } of PAGES) {
      const { context, page, errors } = await openPage(browser(), DESKTOP);
      await countRequests(context);
      // The first heading the HTML brings is remembered, and any node taken out of the page counted.
      await context.addInitScript(() => {
        const w = window as unknown as { __drawnH1: Element | null; __removed: number; __firstFrameWhole: boolean };
        w.__removed = 0;
        // The browser's first frame (rAF runs just before it is drawn) comes once the whole page has been read.
        requestAnimationFrame(() => (w.__firstFrameWhole = document.getElementById('first-state') !== null));
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root')!;
          w.__drawnH1 = root.querySelector('h1');
          new MutationObserver((records) => {
            for (const r of records) for (const n of r.removedNodes) if (n.nodeType === Node.ELEMENT_NODE && (n as Element).querySelector?.('h1')) w.__removed++;
          }).observe(root, { childList: true, subtree: true });
        });
      });
      await page.goto(baseURL + path);
      await whenQuiet(page, { pictures: true });
      const kept = await page.evaluate(() => {
        const w = window as unknown as { __drawnH1: Element | null; __removed: number; __firstFrameWhole: boolean };
        return { drawn: w.__drawnH1?.textContent ?? null, same: w.__drawnH1 === document.querySelector('#root h1'), removed: w.__removed, firstFrameWhole: w.__firstFrameWhole };
      });
      expect(kept, path).toEqual({ drawn: heading, same: true, removed: 0, firstFrameWhole: true });
      expect(await page.evaluate(() => document.documentElement.dataset.app), path).toBe('started');
      // React answers on the hydrated page: the navbar's category menu opens.
      const menu = page.locator('nav button[aria-controls]').first();
      const id = await menu.getAttribute('aria-controls');
      await menu.click();
      await page.locator(`nav button[aria-controls="${id}"][aria-expanded="true"]`).waitFor();
      expect(await page.locator(`[id="${id}"]`).isVisible()).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('brings the styles of the parts shown once the page has loaded (top bar, cookie banner): the browser compiles no CSS for them (phone)', async () => {
    for (const path of ['/', '/sub_product/CT-OXF-120', '/?lang=th']) {
      // A first visit: no consent stored yet, so the cookie banner comes.
      const { context, page, errors } = await openPage(browser(), PHONE, { consent: null });
      await countRequests(context);
      // Every CSS rule emotion compiles in the browser is inserted through insertRule (its production sheets).
      await context.addInitScript(() => {
        const w = window as unknown as { __compiled: string[] };
        w.__compiled = [];
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          w.__compiled.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      await page.goto(baseURL + path);
      const texts = path.includes('lang=th') ? storeTextsTh : storeTexts;
      const banner = page.getByRole('region', { name: texts.cookieRegion });
      await banner.waitFor();
      await page.getByRole('navigation', { name: texts.ourShops }).waitFor();
      await whenQuiet(page, { transitions: true });
      // Styled as drawn: a dark strip fixed to the bottom of the screen.
      expect(await banner.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).bottom, getComputedStyle(el).backgroundColor])).toEqual(['fixed', '0px', 'rgb(38, 38, 38)']);
      expect(await page.evaluate(() => (window as unknown as { __compiled: string[] }).__compiled), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
