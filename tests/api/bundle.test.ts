import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensureBuild } from '../../server/build.js';
import { initialChunks, lazyChunks, measure, totalGzip } from '../../scripts/bundle-size.js';
import { onPostgres } from '../helpers/pg.js';

// The built JS does not depend on the database: the api-pg run (tests/helpers/pg.ts) leaves it to the api run.
describe.skipIf(onPostgres)('built assets', () => {
  it('keeps react-admin out of the JS that / loads and inside the admin chunk', () => {
    ensureBuild();
    expect(existsSync('dist/index.html')).toBe(true);
    const marker = /RaLayout|ra\.action\.delete/;
    const initial = initialChunks();
    for (const file of initial) expect(marker.test(readFileSync(file, 'utf8')), file).toBe(false);
    const admin = lazyChunks('AdminApp');
    expect(admin.some((file) => marker.test(readFileSync(file, 'utf8')))).toBe(true);
  }, 180_000);

  // Issues 18 §5 and 19: MUI's CSS-variables theme builder (createThemeWithVars, whose options name `cssVarPrefix`)
  // is no part of the first page: no theme here asks for it (scripts/viteMuiThemeNoVars.ts).
  it('keeps MUI’s CSS-variables theme builder out of the JS that / loads', () => {
    ensureBuild();
    for (const file of initialChunks()) expect(readFileSync(file, 'utf8'), file).not.toContain('cssVarPrefix');
  }, 180_000);

  // A visitor landing on a page downloads its code beside the entry (scripts/viteRouteHints.ts): the hints
  // script maps each lazily loaded storefront page's URL to its chunk, search results included (issue 18 §5).
  it('hints each storefront page’s chunk by its URL, search results included', () => {
    ensureBuild();
    const html = readFileSync('dist/index.html', 'utf8');
    const script = /src="\/(assets\/route-hints-[\w]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const routes = JSON.parse(/var routes = (.*);/.exec(readFileSync(`dist/${script}`, 'utf8'))![1]) as Array<[string, string[]]>;
    const hinted = (path: string) => routes.find(([pattern]) => new RegExp(pattern).test(path))?.[1] ?? [];
    expect(hinted('/search')[0]).toMatch(/^\/assets\/SearchPage-[\w-]+\.js$/);
    // The catalogue's own pages come with the first bundle (src/App.tsx): nothing to hint.
    expect(hinted('/sub_product/CT-OXF-120')).toEqual([]);
    expect(hinted('/blog')[0]).toMatch(/^\/assets\/BlogListPage-[\w-]+\.js$/);
  }, 180_000);

  // Issue 17 §1: the back-office's first screen (the shell and its dashboard, what /admin loads) weighs at most
  // 250 kB gzip beyond what / loaded; the rich-text editor (Tiptap) and the spreadsheet reader (SheetJS)
  // come only with the screens that use them.
  it('loads the first admin screen in at most 250 kB gzip beyond /, without the blog editor or the spreadsheet reader', () => {
    ensureBuild();
    const admin = lazyChunks('AdminApp');
    expect(totalGzip(measure(admin)) / 1024).toBeLessThanOrEqual(250);
    const heavy = /ProseMirror|SheetJS/;
    for (const file of admin) expect(heavy.test(readFileSync(file, 'utf8')), file).toBe(false);
  }, 180_000);
});
