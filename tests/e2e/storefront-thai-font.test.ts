import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aboutUs } from '../../src/store/pageTexts.js';
import { fabricIntro } from '../../src/store/texts.js';
import { countRequests, DESKTOP, e2eServer, PHONE, useBrowser, whenQuiet } from '../helpers/browser.js';
import { openPage, type Viewport } from '../helpers/storefront.js';

/**
 * Thai text on every machine (issue 10): this machine has no Thai font at all (fc-list :lang=th is
 * empty), so without the self-hosted Noto Sans Thai the home page's intro and About us draw boxes.
 * The pages that show Thai download its Thai-subset woff2 files and draw their Thai with it, without a
 * layout shift; pages without Thai download no font.
 */
const { baseURL } = e2eServer();
const browser = useBrowser();

const THAI_WOFF2 = /\/assets\/noto-sans-thai-thai-(400|700)-normal-[\w-]+\.woff2$/;

/** Opens `path` with a layout-shift observer; answers the font files it fetched (with their answers) and the page. */
async function visit(viewport: Viewport, path: string) {
  const { context, page, errors } = await openPage(browser(), viewport);
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fonts: Array<{ url: string; status: number; type: string; cache: string }> = [];
  page.on('response', (r) => {
    if (/\.(woff2?|ttf|otf)$/.test(new URL(r.url()).pathname)) {
      fonts.push({ url: new URL(r.url()).pathname, status: r.status(), type: r.headers()['content-type'] ?? '', cache: r.headers()['cache-control'] ?? '' });
    }
  });
  await countRequests(context);
  await page.goto(baseURL + path);
  await shown(page);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  return { context, page, errors, fonts, cls };
}

/**
 * Waits until the page has drawn all it will: its heading, the after-load top bar, its calls answered
 * and its pictures in, and no font still loading (`document.fonts.ready`; a font is fetched only once
 * some text needs it, and a font response reaches the test before the evaluate that follows it).
 */
async function shown(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.getByRole('navigation', { name: 'Our shops' }).getByRole('link').first().waitFor();
  await whenQuiet(page, { pictures: true });
  await page.evaluate(async () => void (await document.fonts.ready));
}

/** The fonts Chromium really drew an element's text with (family names), through the DevTools protocol. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, Viewport]>)('Thai text on a %s without Thai fonts', (_, viewport) => {
  it('draws the home page intro and About us in the self-hosted Noto Sans Thai, preloaded, with no layout shift', async () => {
    for (const [path, heading, paragraph] of [
      ['/', fabricIntro.heading, '#fabric-intro + p'],
      ['/about_us', aboutUs.heading, 'main p'],
    ]) {
      const { context, page, errors, fonts, cls } = await visit(viewport, path);
      expect(await page.locator('h1').first().textContent(), path).toBe(heading);
      // The Thai subset's regular and bold files, served as fonts and cached for good; nothing else.
      expect(fonts.map((f) => f.url).sort(), path).toEqual([expect.stringMatching(THAI_WOFF2), expect.stringMatching(THAI_WOFF2)]);
      for (const f of fonts) {
        expect(f.status, f.url).toBe(200);
        expect(f.type, f.url).toBe('font/woff2');
        expect(f.cache, f.url).toContain('immutable');
      }
      // The server's page head preloads them, so the text is first drawn in them.
      const preloads = await page.locator('link[rel=preload][as=font]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(preloads.sort(), path).toEqual(fonts.map((f) => f.url).sort());
      // Every Thai glyph of the heading and the first paragraph comes from the web font (no boxes).
      expect(await drawnWith(page, 'h1'), path).toContain('Noto Sans Thai (web font)');
      expect((await drawnWith(page, paragraph)).filter((f) => !/^DejaVu|Liberation/.test(f)), path).toEqual(['Noto Sans Thai (web font)']);
      expect(cls, `${path}: cumulative layout shift`).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  // The font's declaration and which pages download it do not depend on the screen's width: on a desktop only.
  it.runIf(viewport === DESKTOP)('declares the font for Thai only, swapping, and pages without Thai download none', async () => {
    const { context, page, fonts } = await visit(viewport, '/category');
    expect(fonts).toEqual([]);
    const faces = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), weight: f.weight, display: f.display, range: f.unicodeRange })));
    expect(faces).toEqual(
      ['400', '700'].map((weight) => ({ family: 'Noto Sans Thai', weight, display: 'swap', range: 'U+2D7, U+303, U+331, U+E01-E5B, U+200C-200D, U+25CC' })),
    );
    for (const path of ['/product/CATEGORY/DENIM', '/sub_product/CT-OXF-120', '/blog']) {
      await page.goto(baseURL + path);
      await shown(page);
      expect(fonts, path).toEqual([]);
    }
    await context.close();
  });
});
