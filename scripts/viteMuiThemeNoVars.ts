import type { Plugin } from 'vite';

/**
 * Keeps MUI's CSS-variables theme builder out of the browser build.
 *
 * `createTheme` (@mui/material/styles/createTheme.mjs) builds a plain theme unless it is given
 * `cssVariables`, and only then calls `createThemeWithVars`; but it imports that builder statically, and
 * every MUI component reaches `createTheme` (its default theme), so the first page carried the whole
 * CSS-variables machinery (createThemeWithVars, prepareCssVars, the colour-scheme selectors: ~4 kB gzip)
 * that nothing in the app runs: neither src/theme.ts nor react-admin's themes set `cssVariables`
 * (tests/api/pure/vite-mui-theme.test.ts checks both). The build replaces that import with a function that
 * throws, naming this file, should a theme ever ask for CSS variables. Dev, tests and the server use
 * MUI unchanged.
 */
export const WITH_VARS_IMPORT = 'import createThemeWithVars from "./createThemeWithVars.mjs";';

const NO_VARS =
  'const createThemeWithVars = () => {\n' +
  "  throw new Error('createTheme({ cssVariables }) is left out of this build (scripts/viteMuiThemeNoVars.ts)');\n" +
  '};';

/** createTheme.mjs without its static import of the CSS-variables builder; throws if the import is not there. */
export function dropThemeWithVars(code: string): string {
  if (!code.includes(WITH_VARS_IMPORT)) throw new Error(`viteMuiThemeNoVars: @mui/material's createTheme.mjs no longer has \`${WITH_VARS_IMPORT}\``);
  return code.replace(WITH_VARS_IMPORT, NO_VARS);
}

export function muiThemeNoVars(): Plugin {
  return {
    name: 'selvedge:mui-theme-no-vars',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(id)) return null;
      return { code: dropThemeWithVars(code), map: null };
    },
  };
}
