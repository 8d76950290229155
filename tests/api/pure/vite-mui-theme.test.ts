import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_LINE, LAZY_THEME_FILES, WITH_VARS_IMPORT, dropThemeWithVars, lazyDefaultTheme } from '../../../scripts/viteMuiThemeNoVars';
import { adminTheme } from '../../../src/admin/adminTheme';
import { storefrontTheme } from '../../../src/theme';

/**
 * scripts/viteMuiThemeNoVars.ts rewrites the pinned @mui/material's createTheme.mjs so the browser build
 * leaves out the CSS-variables theme builder. These run the rewrite on the installed file, as the build
 * does, and check that the app's themes never take the branch it removes.
 */
const styles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');
const original = readFileSync(join(styles, 'createTheme.mjs'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'mui-theme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A module written for a test (in the scratch directory, never the repository's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the module exports
const loadFile = (file: string): Promise<any> => import(pathToFileURL(file).href);

/** The rewritten createTheme, loaded from a copy whose relative imports point at the installed package. */
async function rewrittenCreateTheme(): Promise<(options?: object) => Record<string, unknown>> {
  const file = join(scratch, 'createTheme.mjs');
  writeFileSync(file, dropThemeWithVars(original).replaceAll('from "./', `from "${pathToFileURL(styles).href}/`));
  return (await loadFile(file)).default;
}

describe('the browser build without MUI’s CSS-variables theme builder', () => {
  it('finds the import it removes in the installed createTheme.mjs, and fails loudly once it is gone', () => {
    expect(original).toContain(WITH_VARS_IMPORT);
    expect(dropThemeWithVars(original)).not.toContain('createThemeWithVars.mjs');
    expect(() => dropThemeWithVars(original.replace(WITH_VARS_IMPORT, ''))).toThrow(/no longer has/);
  });

  it('builds the same plain theme as MUI, and names itself if a theme asks for CSS variables', async () => {
    const createTheme = await rewrittenCreateTheme();
    const { createTheme: real } = await import('@mui/material/styles');
    const options = { palette: { primary: { main: '#404040' } }, shape: { borderRadius: 8 } };
    expect(JSON.stringify(createTheme(options))).toBe(JSON.stringify(real(options)));
    expect(JSON.stringify(createTheme())).toBe(JSON.stringify(real()));
    expect(() => createTheme({ cssVariables: true })).toThrow(/viteMuiThemeNoVars/);
  });

  it('is never asked for by the storefront’s or the back-office’s theme', () => {
    expect(storefrontTheme().vars).toBeUndefined();
    expect('cssVariables' in adminTheme).toBe(false);
  });
});

describe('MUI’s default theme, built on first read in the browser build', () => {
  const installed = readFileSync(join(styles, 'defaultTheme.mjs'), 'utf8');

  it.each(LAZY_THEME_FILES)('finds the line it replaces in the installed %s, and fails loudly once it is gone', (file) => {
    const code = readFileSync(join(styles, '..', file), 'utf8');
    expect(code).toContain(DEFAULT_THEME_LINE);
    expect(lazyDefaultTheme(code, file)).not.toContain(DEFAULT_THEME_LINE);
    expect(() => lazyDefaultTheme(code.replace(DEFAULT_THEME_LINE, ''), file)).toThrow(`${file} no longer has`);
  });

  it('builds nothing when imported, then reads as MUI’s own default theme, built once', async () => {
    const dir = mkdtempSync(join(scratch, 'default-'));
    // Its createTheme: MUI's, counting its calls.
    writeFileSync(
      join(dir, 'createTheme.mjs'),
      `import real from "${pathToFileURL(join(styles, 'createTheme.mjs')).href}";\nexport let calls = 0;\nexport default function createTheme(...args) { calls++; return real(...args); }\n`,
    );
    writeFileSync(join(dir, 'defaultTheme.mjs'), lazyDefaultTheme(installed));
    const counted = await loadFile(join(dir, 'createTheme.mjs'));
    const lazy = (await loadFile(join(dir, 'defaultTheme.mjs'))).default;
    expect(counted.calls).toBe(0);
    const { createTheme: real } = await import('@mui/material/styles');
    // What MUI's components do with it outside a ThemeProvider: is it empty, read a value, spread it.
    expect(Object.keys(lazy).length).toBeGreaterThan(0);
    expect(lazy.palette.primary.main).toBe(real().palette.primary.main);
    expect('breakpoints' in lazy).toBe(true);
    expect(JSON.stringify({ ...lazy })).toBe(JSON.stringify(real()));
    expect(counted.calls).toBe(1);
  });
});
