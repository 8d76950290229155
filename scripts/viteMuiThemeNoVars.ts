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

/**
 * MUI's default theme, built on first use instead of when the page's scripts are evaluated.
 *
 * @mui/material's styles/defaultTheme.mjs runs `createTheme()` at import, and so does Box/Box.mjs for a
 * copy of its own: each ~12 ms of a busy phone's longest task (the modules' evaluation, before
 * hydrating), for a theme that only a component outside any ThemeProvider reads, and every Selvedge
 * component is inside one (src/AppShell.tsx, the back-office's). The build gives each a stand-in that
 * builds that theme the first time anything reads it.
 */
export const DEFAULT_THEME_LINE = 'const defaultTheme = createTheme();';

const LAZY_DEFAULT_THEME =
  '// Built on first read (scripts/viteMuiThemeNoVars.ts).\n' +
  'let built;\n' +
  'const theme = () => (built ??= createTheme());\n' +
  'const defaultTheme = new Proxy({}, {\n' +
  '  get: (_, key) => Reflect.get(theme(), key),\n' +
  '  has: (_, key) => Reflect.has(theme(), key),\n' +
  '  ownKeys: () => Reflect.ownKeys(theme()),\n' +
  '  getOwnPropertyDescriptor: (_, key) => {\n' +
  '    const found = Reflect.getOwnPropertyDescriptor(theme(), key);\n' +
  '    return found && { ...found, configurable: true };\n' +
  '  },\n' +
  '});';

/** The modules whose default theme is built on first read, by the file's path inside @mui/material. */
export const LAZY_THEME_FILES = ['styles/defaultTheme.mjs', 'Box/Box.mjs'];
const LAZY_THEME_FILE = new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/](${LAZY_THEME_FILES.map((f) => f.replace('/', '[\\\\/]').replace('.', '\\.')).join('|')})$`);

/** One of those modules with its theme built on first read; throws if the line it replaces is not there. */
export function lazyDefaultTheme(code: string, file = LAZY_THEME_FILES[0]): string {
  if (!code.includes(DEFAULT_THEME_LINE)) throw new Error(`viteMuiThemeNoVars: @mui/material's ${file} no longer has \`${DEFAULT_THEME_LINE}\``);
  return code.replace(DEFAULT_THEME_LINE, LAZY_DEFAULT_THEME);
}

export function muiThemeNoVars(): Plugin {
  return {
    name: 'selvedge:mui-theme-no-vars',
    apply: 'build',
    transform(code, id) {
      if (/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(id)) return { code: dropThemeWithVars(code), map: null };
      const lazyTheme = LAZY_THEME_FILE.exec(id);
      if (lazyTheme) return { code: lazyDefaultTheme(code, lazyTheme[1]), map: null };
      return null;
    },
  };
}
