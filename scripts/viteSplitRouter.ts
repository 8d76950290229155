import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Keeps the back-office's share of react-router out of the storefront's first load.
 *
 * react-router 7 ships as one large module, and a module lives in exactly one chunk: react-admin uses
 * most of it (createHashRouter, RouterProvider, useBlocker…), so the chunk that `/` loads carried the
 * whole data router (~17 kB gzip) that only the back-office runs. The package holds two identical
 * builds, `dist/production` and `dist/development`, differing only in `ENABLE_DEV_WARNINGS`. In
 * production builds the storefront gets `dist/production` and react-admin's packages get
 * `dist/development` with its dev warnings switched off, so each side is tree-shaken on its own
 * (src/admin/ counts as back-office: react-admin accepts only its own copy's <Route> as a child).
 * Both copies take their React contexts from one registry on `globalThis`, so react-admin still sees
 * the app's <BrowserRouter> (its location, navigator and route contexts are the same objects).
 *
 * react-router is pinned exactly in package.json; if an upgrade changes the files this relies on, the
 * build fails here instead of shipping two routers that cannot see each other.
 */
export function splitReactRouter(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
  const storefront = { index: join(dist, 'production/index.mjs'), dom: join(dist, 'production/dom-export.mjs') };
  const backOffice = { index: join(dist, 'development/index.mjs'), dom: join(dist, 'development/dom-export.mjs') };
  const backOfficeDom = '\0react-router-dom:back-office';
  // src/admin too: react-admin checks that <Route> children are its copy's Route component.
  const backOfficeCode = /[\\/]node_modules[\\/](react-admin|ra-[\w-]+)[\\/]|[\\/]src[\\/]admin[\\/]/;
  const fromBackOffice = (importer: string | undefined) => !!importer && backOfficeCode.test(importer);
  const isRouterChunk = (id: string) => id.startsWith(dist) && /[\\/]chunk-\w+\.mjs$/.test(id);

  let backOfficeLoaded = false;
  let devWarningsOff = false;

  return {
    name: 'selvedge:split-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (fromBackOffice(importer)) {
        if (id === 'react-router') return backOffice.index;
        if (id === 'react-router/dom') return backOffice.dom;
        if (id === 'react-router-dom') return backOfficeDom;
        return null;
      }
      if (id === 'react-router') return storefront.index;
      if (id === 'react-router/dom') return storefront.dom;
      return null;
    },
    load(id) {
      // react-router-dom is react-router plus the DOM RouterProvider/HydratedRouter.
      if (id === backOfficeDom) return `export * from ${JSON.stringify(backOffice.index)};\nexport { HydratedRouter, RouterProvider } from ${JSON.stringify(backOffice.dom)};\n`;
      return null;
    },
    transform(code, id) {
      if (!isRouterChunk(id)) return null;
      let out = code;
      if (id.startsWith(join(dist, 'development'))) {
        backOfficeLoaded = true;
        if (out.includes('var ENABLE_DEV_WARNINGS = true;')) {
          out = out.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;');
          devWarningsOff = true;
        }
      }
      // `X.displayName = "…"` statements only name components for React DevTools, but as top-level
      // writes they keep every component they name (NavLink, Form, ScrollRestoration…) in the bundle.
      out = out.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
      // Likewise, unannotated top-level forwardRef/memo calls count as side effects: mark them pure.
      out = out.replace(/^var ([\w$]+) = (React\d*)\.(forwardRef|memo)\(/gm, 'var $1 = /* @__PURE__ */ $2.$3(');
      const declaration = /^var (\w+Context) = (React\d*)\.createContext\(/gm;
      const names: string[] = [];
      let result = '';
      let from = 0;
      for (let m = declaration.exec(out); m; m = declaration.exec(out)) {
        // Find the call's closing parenthesis (the arguments are small literals, no strings with parens).
        let depth = 1;
        let i = m.index + m[0].length;
        for (; depth > 0 && i < out.length; i++) {
          if (out[i] === '(') depth++;
          else if (out[i] === ')') depth--;
        }
        const args = out.slice(m.index + m[0].length, i - 1);
        result += out.slice(from, m.index) + `var ${m[1]} = /* @__PURE__ */ __sharedRouterContext(${JSON.stringify(m[1])}, () => ${m[2]}.createContext(${args}))`;
        names.push(m[1]);
        from = i;
        declaration.lastIndex = i;
      }
      if (!names.length) return out === code ? null : { code: out, map: null };
      for (const expected of ['LocationContext', 'NavigationContext', 'RouteContext', 'DataRouterContext']) {
        if (!names.includes(expected)) throw new Error(`split-react-router: ${expected} not found in ${id}`);
      }
      const helper =
        'function __sharedRouterContext(name, create) {\n' +
        '  const registry = (globalThis.__selvedgeRouterContexts ??= {});\n' +
        '  return (registry[name] ??= create());\n' +
        '}\n';
      return { code: helper + result + out.slice(from), map: null };
    },
    buildEnd(error) {
      if (!error && backOfficeLoaded && !devWarningsOff) this.error('split-react-router: no ENABLE_DEV_WARNINGS switch found in react-router/dist/development');
    },
  };
}
