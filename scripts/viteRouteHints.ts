import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { THAI_HINTS_FILE, type ThaiHints } from '../server/plugins/spa';

/**
 * A route's URL pattern, the source module of its page (null: no hint for it, a Thai one only), and
 * the text group its screen reads (useTexts, src/i18n/locale.ts), whose Thai chunk a Thai visit preloads.
 */
type RouteModule = [pattern: RegExp, module: string | null, group?: TextGroup];
type TextGroup = 'catalogue' | 'pages' | 'account';

/** The Thai runtime (the first page's pack) and each group's Thai chunk (src/i18n/thaiTexts.ts). */
const THAI_RUNTIME = 'src/i18n/thaiTexts.ts';
const thaiGroup = (group: TextGroup) => `src/i18n/th/${group}.ts`;

/**
 * Lets the page the visitor lands on download its code in parallel with the main bundle.
 *
 * Pages are lazy chunks, so the browser normally learns it needs a page's code only after the main
 * bundle has downloaded and run: on a phone that is one more round trip plus a second or so of
 * waiting before the page can draw. The HTML is the same for every URL, so it cannot name the chunk;
 * instead the build writes a small classic script (loaded `async` from <head>) that maps URL patterns
 * to each page's chunk and the chunks it imports, and adds <link rel="modulepreload"> for the one
 * that matches. The router's lazy import then finds the code already there.
 *
 * For a Thai page (`?lang=th`) the build also writes THAI_HINTS_FILE: the Thai runtime's files and,
 * by URL, those of the route's text group, which the server puts in the head as modulepreload links
 * (server/plugins/spa.ts). Without them they load one after the other behind the entry (runtime,
 * render, the screen's useTexts, its group), which cost the Thai colour page half a second of LCP on
 * a phone (issue 19); in the head they cost the first page no JS.
 */
export function routeHints(routes: RouteModule[]): Plugin {
  let fileName = '';
  return {
    name: 'selvedge:route-hints',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as OutputBundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // What the entry already loads (the HTML preloads it); a hint repeats none of it.
      const initial = new Set<string>();
      const walk = (file: string, into: Set<string>, skip: Set<string>) => {
        if (into.has(file) || skip.has(file)) return;
        into.add(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) walk(dep, into, skip);
      };
      walk(entry.fileName, initial, new Set());
      const isModule = (id: string | null | undefined, module: string) => !!id && id.replaceAll('\\', '/').endsWith(module);
      const chunkOf = (module: string) => chunks.find((c) => isModule(c.facadeModuleId, module));
      const filesOf = (module: string) => {
        const chunk = chunkOf(module);
        if (!chunk) throw new Error(`route-hints: no chunk for ${module}`);
        const files = new Set<string>();
        walk(chunk.fileName, files, initial);
        return [...files].map((f) => `/${f}`);
      };
      const table = routes.flatMap(([pattern, module]) => {
        if (!module) return [];
        const page = chunkOf(module);
        if (!page) {
          // A page bundled with the entry needs no hint; a page in no chunk at all is a wrong path here.
          if (chunks.some((c) => initial.has(c.fileName) && c.moduleIds.some((id) => isModule(id, module)))) return [];
          throw new Error(`route-hints: no chunk for ${module}`);
        }
        return [[pattern.source, filesOf(module)] as const];
      });
      // The Thai hints, for the server to write into a Thai page's head (no JS on the first page).
      const thai: ThaiHints = {
        runtime: filesOf(THAI_RUNTIME),
        routes: routes.flatMap(([pattern, , group]) => (group ? [[pattern.source, filesOf(thaiGroup(group))] as [string, string[]]] : [])),
        // The pages' own chunks, which the server names in every page's head, in either language.
        pages: table.map(([pattern, files]) => [pattern, files]),
      };
      this.emitFile({ type: 'asset', fileName: THAI_HINTS_FILE, source: JSON.stringify(thai) });
      const source =
        '(function () {\n' +
        `  var routes = ${JSON.stringify(table)};\n` +
        '  var path = location.pathname;\n' +
        '  for (var i = 0; i < routes.length; i++) {\n' +
        '    if (!new RegExp(routes[i][0]).test(path)) continue;\n' +
        '    routes[i][1].forEach(function (href) {\n' +
        "      var link = document.createElement('link');\n" +
        "      link.rel = 'modulepreload';\n" +
        "      link.crossOrigin = '';\n" +
        '      link.href = href;\n' +
        '      document.head.appendChild(link);\n' +
        '    });\n' +
        '    return;\n' +
        '  }\n' +
        '})();\n';
      fileName = `assets/route-hints-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        return [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' }];
      },
    },
  };
}

/** The storefront's lazily loaded pages (src/App.tsx) by URL. */
export const storefrontPages: RouteModule[] = [
  [/^\/sub_product\/[^/]+\/?$/, 'src/store/product/SubProductPage.tsx', 'catalogue'],
  [/^\/product\/[^/]+\/[^/]+\/?$/, 'src/store/product/ProductListPage.tsx', 'catalogue'],
  [/^\/category\/?$/, 'src/store/category/CategoryPage.tsx', 'catalogue'],
  [/^\/blog\/?$/, 'src/store/blog/BlogListPage.tsx', 'pages'],
  [/^\/blogdetail\/[^/]+\/?$/, 'src/store/blog/BlogDetailPage.tsx', 'pages'],
  [/^\/contact\/?$/, 'src/store/contact/ContactPage.tsx', 'pages'],
  [/^\/about_us\/?$/, 'src/store/about/AboutUsPage.tsx', 'pages'],
  [/^\/search\/?$/, 'src/store/search/SearchPage.tsx', 'catalogue'],
  [/^\/(member|admin)_(login|register|forgot_password|profile)\/?$/, null, 'account'],
];
