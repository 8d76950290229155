import { existsSync } from 'node:fs';
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
 * build fails here, naming the pattern that no longer matches, instead of shipping two routers that
 * cannot see each other (tests/api/pure/vite-split-router.test.ts runs these rewrites on the pinned files).
 */
/** The development copy's switch, turned off for the back-office. */
export const DEV_WARNINGS_ON = 'var ENABLE_DEV_WARNINGS = true;';
/**
 * `X.displayName = "…"` statements only name components for React DevTools, but as top-level writes
 * they keep every component they name (NavLink, Form, ScrollRestoration…) in the bundle.
 */
export const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** Likewise, unannotated top-level forwardRef/memo calls count as side effects: they get marked pure. */
export const FORWARD_REF_OR_MEMO = /^var ([\w$]+) = (React\d*)\.(forwardRef|memo)\(/gm;
/** The router's React contexts, each taken from the registry both copies share. */
export const CONTEXT = /^var (\w+Context) = (React\d*)\.createContext\(/gm;
/** The contexts react-admin's copy must share with the app's <BrowserRouter>. */
export const SHARED_CONTEXTS = ['LocationContext', 'NavigationContext', 'RouteContext', 'DataRouterContext'];

export type RouterCopy = 'production' | 'development';

/** What the rewrites changed in one copy of react-router, over all of its chunks. */
export interface Rewrites {
  devWarningsOff: boolean;
  displayNames: number;
  pure: number;
  contexts: string[];
}

const SHARED_CONTEXT_HELPER =
  'function __sharedRouterContext(name, create) {\n' +
  '  const registry = (globalThis.__selvedgeRouterContexts ??= {});\n' +
  '  return (registry[name] ??= create());\n' +
  '}\n';

/** Rewrites one chunk of react-router's `copy`, saying which rewrites found something to change. */
export function rewriteRouterChunk(code: string, copy: RouterCopy): { code: string; rewrites: Rewrites } {
  const rewrites: Rewrites = { devWarningsOff: false, displayNames: 0, pure: 0, contexts: [] };
  let out = code;
  if (copy === 'development' && out.includes(DEV_WARNINGS_ON)) {
    out = out.replace(DEV_WARNINGS_ON, 'var ENABLE_DEV_WARNINGS = false;');
    rewrites.devWarningsOff = true;
  }
  out = out.replace(DISPLAY_NAME, () => {
    rewrites.displayNames++;
    return '';
  });
  out = out.replace(FORWARD_REF_OR_MEMO, (_, name: string, react: string, call: string) => {
    rewrites.pure++;
    return `var ${name} = /* @__PURE__ */ ${react}.${call}(`;
  });
  const declaration = new RegExp(CONTEXT.source, CONTEXT.flags);
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
    rewrites.contexts.push(m[1]);
    from = i;
    declaration.lastIndex = i;
  }
  if (rewrites.contexts.length) out = SHARED_CONTEXT_HELPER + result + out.slice(from);
  return { code: out, rewrites };
}

/** Adds one chunk's rewrites to its copy's. */
export function addRewrites(total: Rewrites | undefined, chunk: Rewrites): Rewrites {
  if (!total) return { ...chunk, contexts: [...chunk.contexts] };
  return {
    devWarningsOff: total.devWarningsOff || chunk.devWarningsOff,
    displayNames: total.displayNames + chunk.displayNames,
    pure: total.pure + chunk.pure,
    contexts: [...total.contexts, ...chunk.contexts],
  };
}

/** One line per expected rewrite that found nothing in a copy the build loaded, naming its pattern. */
export function missingRewrites(loaded: Partial<Record<RouterCopy, Rewrites>>): string[] {
  const problems: string[] = [];
  for (const [copy, done] of Object.entries(loaded) as [RouterCopy, Rewrites | undefined][]) {
    if (!done) continue;
    const where = `in react-router/dist/${copy}`;
    if (copy === 'development' && !done.devWarningsOff) {
      problems.push(`split-react-router: ${JSON.stringify(DEV_WARNINGS_ON)} not found ${where} (the back-office would keep the dev warnings)`);
    }
    if (!done.displayNames) problems.push(`split-react-router: ${DISPLAY_NAME} matched nothing ${where} (every named component would stay in the bundle)`);
    if (!done.pure) problems.push(`split-react-router: ${FORWARD_REF_OR_MEMO} matched nothing ${where} (unused components would stay in the bundle)`);
    const absent = SHARED_CONTEXTS.filter((name) => !done.contexts.includes(name));
    if (absent.length) {
      problems.push(`split-react-router: ${CONTEXT} did not find ${absent.join(', ')} ${where} (the two copies of the router would not share them)`);
    }
  }
  return problems;
}

export function splitReactRouter(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
  const storefront = { index: join(dist, 'production/index.mjs'), dom: join(dist, 'production/dom-export.mjs') };
  const backOffice = { index: join(dist, 'development/index.mjs'), dom: join(dist, 'development/dom-export.mjs') };
  for (const file of [storefront.index, storefront.dom, backOffice.index, backOffice.dom]) {
    if (!existsSync(file)) throw new Error(`split-react-router: ${file} does not exist (react-router's dist/ layout changed)`);
  }
  const backOfficeDom = '\0react-router-dom:back-office';
  // src/admin too: react-admin checks that <Route> children are its copy's Route component.
  const backOfficeCode = /[\\/]node_modules[\\/](react-admin|ra-[\w-]+)[\\/]|[\\/]src[\\/]admin[\\/]/;
  const fromBackOffice = (importer: string | undefined) => !!importer && backOfficeCode.test(importer);
  const isRouterChunk = (id: string) => id.startsWith(dist) && /[\\/]chunk-\w+\.mjs$/.test(id);

  // What the rewrites changed in each copy this build loaded.
  let loaded: Partial<Record<RouterCopy, Rewrites>> = {};

  return {
    name: 'selvedge:split-react-router',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      loaded = {};
    },
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
      const copy: RouterCopy = id.startsWith(join(dist, 'development')) ? 'development' : 'production';
      const { code: out, rewrites } = rewriteRouterChunk(code, copy);
      loaded[copy] = addRewrites(loaded[copy], rewrites);
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const problems = missingRewrites(loaded);
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
