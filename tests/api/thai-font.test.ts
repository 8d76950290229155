import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredFonts } from '../../server/plugins/spa.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * The Thai web font's preload (issue 10): the page heads of the pages that show Thai (the home page's
 * intro, About us) preload the font files the built index.html declares, and so does every page in
 * Thai (issue 19); no other page does.
 */
const FONT_400 = '/assets/noto-sans-thai-thai-400-normal-AbC1.woff2';
const FONT_700 = '/assets/noto-sans-thai-thai-700-normal-dE_2.woff2';
const BUILT = `<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Selvedge</title>
<style>@font-face{font-family:Noto Sans Thai;font-weight:400;font-display:swap;src:url(${FONT_400})format("woff2");unicode-range:U+E01-E5B}@font-face{font-family:Noto Sans Thai;font-weight:700;font-display:swap;src:url("${FONT_700}") format("woff2");unicode-range:U+E01-E5B}body{margin:0}</style>
</head><body><div id="root"></div></body></html>`;

const dist = mkdtempSync(join(tmpdir(), 'selvedge-dist-'));
writeFileSync(join(dist, 'index.html'), BUILT);
const t = useSharedTestApp({ distDir: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g)].map((m) => m[1]);

describe('Thai font preload', () => {
  it('reads the woff2 files of the @font-face rules of a built index.html', () => {
    expect(declaredFonts(BUILT)).toEqual([FONT_400, FONT_700]);
    expect(declaredFonts('<style>body{font-family:x}</style>')).toEqual([]);
  });

  it('preloads them on the home page and About us only', async () => {
    for (const url of ['/', '/about_us']) {
      const r = await t.call({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(preloads(r.body), url).toEqual([FONT_400, FONT_700]);
      // In the head, before the stylesheet that uses them.
      expect(r.body.indexOf('rel="preload"'), url).toBeLessThan(r.body.indexOf('<style>'));
    }
    for (const url of ['/category', '/contact', '/blog', '/member_login', '/admin', '/no/such/page', '/sub_product/NOPE']) {
      expect(preloads((await t.call({ method: 'GET', url })).body), url).toEqual([]);
    }
  });

  it('preloads them on every page in Thai, where the navbar is Thai already', async () => {
    for (const url of ['/category?lang=th', '/contact?lang=th', '/blog?lang=th', '/member_login?lang=th', '/sub_product/NOPE?lang=th', '/no/such/page?lang=th']) {
      const r = await t.call({ method: 'GET', url });
      expect(preloads(r.body), url).toEqual([FONT_400, FONT_700]);
      expect(r.body, url).toContain('<html lang="th"');
    }
  });
});
