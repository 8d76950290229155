import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** A route's URL pattern and the source module of its lazily loaded page. */
type RouteModule = [pattern: RegExp, module: string];

/**
 * Lets the page the visitor lands on download its code in parallel with the main bundle.
 *
 * Pages are lazy chunks, so the browser normally learns it needs a page's code only after the main
 * bundle has downloaded and run: on a phone that is one more round trip plus a second or so of
 * waiting before the page can draw. The HTML is the same for every URL, so it cannot name the chunk;
 * instead the build writes a small classic script (loaded `async` from <head>) that maps URL patterns
 * to each page's chunk and the chunks it imports, and adds <link rel="modulepreload"> for the one
 * that matches. The router's lazy import then finds the code already there.
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
      const table = routes.flatMap(([pattern, module]) => {
        const page = chunks.find((c) => isModule(c.facadeModuleId, module));
        if (!page) {
          // A page bundled with the entry needs no hint; a page in no chunk at all is a wrong path here.
          if (chunks.some((c) => initial.has(c.fileName) && c.moduleIds.some((id) => isModule(id, module)))) return [];
          throw new Error(`route-hints: no chunk for ${module}`);
        }
        const files = new Set<string>();
        walk(page.fileName, files, initial);
        return [[pattern.source, [...files].map((f) => `/${f}`)] as const];
      });
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
  [/^\/sub_product\/[^/]+\/?$/, 'src/store/product/SubProductPage.tsx'],
  [/^\/product\/[^/]+\/[^/]+\/?$/, 'src/store/product/ProductListPage.tsx'],
  [/^\/category\/?$/, 'src/store/category/CategoryPage.tsx'],
  [/^\/blog\/?$/, 'src/store/blog/BlogListPage.tsx'],
  [/^\/blogdetail\/[^/]+\/?$/, 'src/store/blog/BlogDetailPage.tsx'],
  [/^\/contact\/?$/, 'src/store/contact/ContactPage.tsx'],
  [/^\/about_us\/?$/, 'src/store/about/AboutUsPage.tsx'],
];
