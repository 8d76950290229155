import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STATE_ID } from '../../src/contract/routes.js';
import { SSR_DIR, SSR_FILE } from '../../server/build.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { insertParentSkus } from '../../server/modules/productSku/queries.js';
import { useSharedTestApp } from '../helpers/app.js';

/**
 * The server's drawing of the fabric pages (server/plugins/spa.ts) around a built site: here a small
 * index.html and a stand-in for src/entry-server.tsx's build that draws the URL, the language, how
 * many drawings it has made and an answer it asked for through the server's own routes. (The real
 * entry, hydrated in Chromium: tests/e2e/server-drawn.test.ts.)
 */
const dist = mkdtempSync(join(tmpdir(), 'selvedge-drawn-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html lang="en"><head><title>Selvedge</title><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">\n</head><body><div id="root"><!--app--><div class="shell-top"></div><!--/app--></div></body></html>`,
);
mkdirSync(join(dist, SSR_DIR));
writeFileSync(
  join(dist, SSR_DIR, SSR_FILE),
  `// Its import finishes when the test opens the gate (a build that takes long to load, on a busy machine).
await globalThis.__drawingBuildGate;
let drawings = 0;
export async function renderPage(url, locale, send) {
  drawings++;
  if (url.includes('broken')) throw new Error('a component threw');
  const answer = await (await send('/api/category/get_category_all', { method: 'GET', headers: { Accept: 'application/json' } })).json();
  const posted = await send('/api/slider/get_slider_data_by_status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: true }) });
  return {
    html: '<main><h1>' + url.replace(/</g, '&lt;') + ' ' + locale + ' #' + drawings + '</h1><p>' + answer.result.length + ' categories, slider call ' + posted.status + '</p></main>',
    state: { answers: { drawings }, texts: ['catalogue'], parts: ['ColourPrice'] },
  };
}
`,
);

let openGate!: () => void;
(globalThis as { __drawingBuildGate?: Promise<void> }).__drawingBuildGate = new Promise<void>((resolve) => (openGate = resolve));

const t = useSharedTestApp({ distDir: dist });
beforeAll(async () => {
  // The colour and list pages of a record that exists (one that does not is a 404, never drawn).
  const now = new Date(t.clock.now);
  await insertCategory(t.app.db, { categoryId: 'COTTON', name: 'Cotton', discription: '', url: '' }, now);
  await insertParentSkus(t.app.db, [{ parentsSku: 'CT-OXF-120', name: 'Cotton Oxford 120', path: '', width: '58"', composition: '100% Cotton', weaving: 'Oxford', discription: '', productType: 'FABRICS', categoryId: 'COTTON', isActived: true }], now);
});
const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
const drawnHeading = (html: string) => /<div id="root"><main><h1>([^<]*)<\/h1>/.exec(html)?.[1];
const stateOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${FIRST_STATE_ID}">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : null;
};

describe('server-drawn fabric pages', () => {
  it('starts without waiting for the drawing’s build to load (the app is up with its import held); the first drawn page waits for it', async () => {
    let drawnPage: Awaited<ReturnType<typeof get>> | undefined;
    const pending = get('/sub_product/CT-OXF-120').then((r) => (drawnPage = r));
    // A page the server does not draw is answered meanwhile, with the app shell.
    const shell = await get('/category');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('shell-top');
    expect(drawnPage).toBeUndefined();
    openGate();
    await pending;
    expect(drawnHeading(drawnPage!.body)).toMatch(/^\/sub_product\/CT-OXF-120 en #1$/);
  });

  it('draws a colour page in place of the app shell, with its state, its calls answered in-process (a POST read too)', async () => {
    const r = await get('/sub_product/CT-OXF-120');
    expect(r.statusCode).toBe(200);
    expect(drawnHeading(r.body)).toMatch(/^\/sub_product\/CT-OXF-120 en #\d+$/);
    expect(r.body).toContain('1 categories, slider call 200');
    expect(r.body).not.toContain('shell-top');
    expect(stateOf(r.body)).toEqual({ answers: { drawings: expect.any(Number) }, texts: ['catalogue'], parts: ['ColourPrice'] });
    expect(r.body).toContain('<script defer src="/after-paint.js" data-entry="/assets/index-abc.js"></script>');
  });

  it('draws the home page, product lists and search results; in Thai with ?lang=th', async () => {
    expect(drawnHeading((await get('/')).body)).toMatch(/^\/ en #/);
    expect(drawnHeading((await get('/product/CATEGORY/COTTON')).body)).toMatch(/^\/product\/CATEGORY\/COTTON en #/);
    expect(drawnHeading((await get('/search?q=linen')).body)).toMatch(/^\/search\?q=linen en #/);
    expect(drawnHeading((await get('/sub_product/CT-OXF-120?lang=th')).body)).toMatch(/^\/sub_product\/CT-OXF-120\?lang=th th #/);
  });

  it('keeps a drawn page until the catalogue changes, then draws it anew', async () => {
    const first = drawnHeading((await get('/search?q=denim')).body);
    expect(drawnHeading((await get('/search?q=denim')).body)).toBe(first);
    // A different query is a different page.
    expect(drawnHeading((await get('/search?q=canvas')).body)).not.toBe(first?.replace('denim', 'canvas'));
    t.app.publicCache.written();
    expect(drawnHeading((await get('/search?q=denim')).body)).not.toBe(first);
  });

  it('leaves the other pages, unknown paths and a failed drawing to the browser (the app shell, no state)', async () => {
    for (const url of ['/contact', '/blog', '/member_login', '/no-such-page', '/sub_product/CT-OXF-120?broken=1']) {
      const r = await get(url);
      expect(r.body, url).toContain('<!--app--><div class="shell-top"></div><!--/app-->');
      expect(stateOf(r.body), url).toBeNull();
      expect(r.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/sub_product/CT-OXF-120?broken=1')).statusCode).toBe(200);
  });

  it('sends the HTML compressed to a browser that accepts it', async () => {
    const r = await t.call({ method: 'GET', url: '/sub_product/CT-OXF-120', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(r.rawPayload).toString('utf8');
    expect(drawnHeading(html)).toMatch(/^\/sub_product\/CT-OXF-120 en #/);
    expect(r.rawPayload.length).toBeLessThan(Buffer.byteLength(html));
  });
});
