import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THAI_HINTS_FILE, type ThaiHints } from '../../server/plugins/spa.js';
import { useTestApp } from '../helpers/app.js';

/**
 * Issue 19, Lighthouse in Thai: a Thai page (`?lang=th`) names in its head, as modulepreload links, the
 * Thai runtime and its route's text group that the build listed (dist/.thai-hints.json), so they load
 * beside the entry; an English page names none, and the hints file itself is never served.
 */
const dist = mkdtempSync(join(tmpdir(), 'thai-preloads-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Selvedge</title></head><body><div id="root"></div></body></html>');
const hints: ThaiHints = {
  runtime: ['/assets/thaiTexts-a.js', '/assets/translation-b.js'],
  routes: [
    ['^\\/sub_product\\/[^/]+\\/?$', ['/assets/catalogue-c.js', '/assets/translation-b.js']],
    ['^\\/contact\\/?$', ['/assets/pages-d.js']],
    ['^\\/search\\/?$', ['/assets/catalogue-c.js', '/assets/texts-f.js']],
  ],
  pages: [['^\\/search\\/?$', ['/assets/SearchPage-e.js', '/assets/texts-f.js']]],
};
writeFileSync(join(dist, THAI_HINTS_FILE), JSON.stringify(hints));
const t = useTestApp({ distDir: dist });

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("a Thai page's head", () => {
  it('preloads the Thai runtime and the route group’s Thai chunk, once each; / and English pages preload none', async () => {
    const thai = await t.call({ method: 'GET', url: '/sub_product/CT-OXF-120?lang=th' });
    expect(preloads(thai.body)).toEqual(['/assets/thaiTexts-a.js', '/assets/translation-b.js', '/assets/catalogue-c.js']);
    expect(preloads((await t.call({ method: 'GET', url: '/contact?lang=th' })).body)).toEqual([...hints.runtime, '/assets/pages-d.js']);
    // A page without a text group of its own (/) asks for the runtime first thing: nothing to preload.
    expect(preloads((await t.call({ method: 'GET', url: '/?lang=th' })).body)).toEqual([]);
    expect(preloads((await t.call({ method: 'GET', url: '/sub_product/CT-OXF-120' })).body)).toEqual([]);
    expect(preloads((await t.call({ method: 'GET', url: '/contact?lang=en' })).body)).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/${THAI_HINTS_FILE}` })).body).not.toContain('thaiTexts-a.js');
  });
});

describe("a lazily loaded page's head (issue 18 §5)", () => {
  it('preloads the page’s own chunk in either language, before the Thai texts, once each', async () => {
    expect(preloads((await t.call({ method: 'GET', url: '/search?q=linen' })).body)).toEqual(['/assets/SearchPage-e.js', '/assets/texts-f.js']);
    expect(preloads((await t.call({ method: 'GET', url: '/search?q=linen&lang=th' })).body)).toEqual([
      '/assets/SearchPage-e.js',
      '/assets/texts-f.js',
      ...hints.runtime,
      '/assets/catalogue-c.js',
    ]);
  });
});
