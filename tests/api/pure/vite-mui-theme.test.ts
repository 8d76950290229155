import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WITH_VARS_IMPORT, dropThemeWithVars } from '../../../scripts/viteMuiThemeNoVars';
import { adminTheme } from '../../../src/admin/adminTheme';
import { theme } from '../../../src/theme';

/**
 * scripts/viteMuiThemeNoVars.ts rewrites the pinned @mui/material's createTheme.mjs so the browser build
 * leaves out the CSS-variables theme builder. These run the rewrite on the installed file, as the build
 * does, and check that the app's themes never take the branch it removes.
 */
const styles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');
const original = readFileSync(join(styles, 'createTheme.mjs'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'mui-theme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rewritten createTheme, loaded from a copy whose relative imports point at the installed package. */
async function rewrittenCreateTheme(): Promise<(options?: object) => Record<string, unknown>> {
  const file = join(scratch, 'createTheme.mjs');
  writeFileSync(file, dropThemeWithVars(original).replaceAll('from "./', `from "${pathToFileURL(styles).href}/`));
  return (await import(pathToFileURL(file).href)).default;
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
    expect(theme.vars).toBeUndefined();
    expect('cssVariables' in adminTheme).toBe(false);
  });
});
