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
