import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { privatePageTexts, specTexts, serverMessages } from '../../src/contract/texts.js';
import { privatePageTextsTh, specTextsTh } from '../../src/contract/th/texts.js';
import { adminPaths, FIRST_STATE_ID, isAdminPath, memberPaths, publicPaths, type FirstState } from '../../src/contract/routes.js';
import { SSR_DIR, SSR_FILE } from '../build.js';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf.js';

/** What a page's `<head>` says to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/sub_product/ABC`; the public URL is prefixed. None on a not-found page. */
  canonicalPath?: string;
  /** Path or absolute URL of the preview image. */
  image?: string;
  /** The page's HTTP status when not 200 (a discontinued product answers 404 to crawlers). */
  status?: number;
  /**
   * The page draws text in the web fonts index.html declares (Noto Sans Thai, for Thai only): their files
   * are preloaded, so they are there when the text is first drawn and the swap moves nothing. Every
   * page in Thai (`?lang=th`) preloads them anyway: sendIndex decides, for any page.
   */
  preloadFonts?: boolean;
  /** Asks search engines not to index the page (an empty search). */
  noindex?: boolean;
}

/** Resolves the head of a page from its path, or returns null to let the next resolver try. */
type HeadResolver = (path: string, query: URLSearchParams) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    spa: { addHeadResolver: (resolver: HeadResolver) => void };
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The woff2 files of the @font-face rules in a built index.html. */
export const declaredFonts = (html: string): string[] =>
  [...new Set([...html.matchAll(/@font-face\s*\{[^}]*?url\(\s*["']?([^"')\s]+\.woff2)/g)].map((m) => m[1]))];

/** The site's languages (issue 19): a page's `?lang=th` is its Thai version; no `lang` is English. */
export type PageLocale = 'en' | 'th';
export const LOCALE_PARAM = 'lang';
export const pageLocale = (query: URLSearchParams): PageLocale => (query.get(LOCALE_PARAM) === 'th' ? 'th' : 'en');
const ogLocale: Record<PageLocale, string> = { en: 'en_US', th: 'th_TH' };

/** A page's path in a language: `/contact` → `/contact?lang=th`; English keeps the path as it is. */
export function withLocale(path: string, locale: PageLocale): string {
  if (locale === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
}

/**
 * What the build says a page should preload (scripts/viteRouteHints.ts writes it; null before a build):
 * a Thai page's runtime and text groups, and, in either language, a lazily loaded page's own chunk.
 */
export interface ThaiHints {
  runtime: string[];
  routes: [pattern: string, files: string[]][];
  /** The lazily loaded storefront pages' chunks and their imports beyond the entry's, by URL pattern. */
  pages?: [pattern: string, files: string[]][];
}
/** dist/'s hints file (a dotfile, never served): see scripts/viteRouteHints.ts. */
export const THAI_HINTS_FILE = '.thai-hints.json';

const filesFor = (table: [string, string[]][] | undefined, path: string) => table?.find(([pattern]) => new RegExp(pattern).test(path))?.[1] ?? [];

/**
 * A page's modulepreload links. In either language, a lazily loaded page's chunk (issue 18 §5): named in
 * the head, it downloads beside the entry; the build's route-hints script, an async one that Chromium
 * fetches at low priority after the entry's files, named it too late (on /search the page's chunk was
 * asked for after the entry had come). In Thai (issue 19) also the Thai runtime and the route's text
 * group, so they download beside the entry instead of one after another behind it (the Thai colour
 * page's largest picture drew ~400 ms sooner on a throttled phone connection, the product list's ~180 ms).
 */
export function pagePreloads(hints: ThaiHints | null, path: string, locale: PageLocale = 'th'): string {
  if (!hints) return '';
  const page = filesFor(hints.pages, path);
  const group = locale === 'th' ? filesFor(hints.routes, path) : [];
  // A page with no group of its own (/) needs only the runtime, which it asks for first thing anyway:
  // preloaded, it competed with the entry (Thai / drew its largest picture ~150 ms later, measured).
  const thai = group.length ? [...hints.runtime, ...group] : [];
  return [...new Set([...page, ...thai])].map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}" />`).join('\n    ');
}

/**
 * How a page's HTML travels: a server-drawn page is ~50 kB (its styles and answers inline), a fifth of
 * that compressed, which a phone on a slow connection feels. Brotli at a middling quality costs about a
 * millisecond a page.
 */
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
export function htmlEncoding(accepted: string): 'br' | 'gzip' | null {
  const offered = accepted
    .split(',')
    .map((e) => e.trim().toLowerCase().split(/\s*;\s*/))
    .filter(([, q]) => !/^q=0(\.0*)?$/.test(q ?? ''))
    .map(([name]) => name);
  return offered.includes('br') ? 'br' : offered.includes('gzip') ? 'gzip' : null;
}

/** A server-drawn page: its HTML, its styles for the head, and what it was drawn with. */
export interface FirstHtml {
  html: string;
  styles: string;
  state: FirstState;
}

/** What src/entry-server.tsx exports (built into dist/.ssr/ by `vite build --ssr`). */
interface ServerEntry {
  renderPage: (url: string, locale: PageLocale, send: typeof fetch) => Promise<FirstHtml>;
}

/**
 * The pages whose first HTML the server draws (the fabric pages, where visitors land from a search
 * or a shared link): their first render's calls are the ones src/store/routeData.ts starts, so the
 * server can answer them before drawing. Other pages get the app shell and draw in the browser.
 */
const SERVER_DRAWN = [/^\/$/, /^\/product\/[^/]+\/[^/]+\/?$/, /^\/sub_product\/[^/]+\/?$/, /^\/search\/?$/];
/** At most this many drawn pages are kept between two catalogue writes (search queries are endless). */
const DRAWN_KEPT = 300;

/** The marked app shell in index.html's `<div id="root">`, which a server-drawn page replaces. */
const SHELL = /<!--app-->[\s\S]*?<!--\/app-->/;

/** The server-side build's entry; null (the browser draws every page) when it cannot be loaded, e.g. while a build rewrites it. */
async function loadEntry(file: string, app: FastifyInstance): Promise<ServerEntry | null> {
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (err) {
    app.log.warn({ err }, 'the server-side build could not be loaded; pages are drawn in the browser');
    return null;
  }
}

/** The built entry's module script, and the loader that starts it after the first paint (public/after-paint.js). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const AFTER_PAINT = '/after-paint.js';
/** The template holding the head's modulepreload links until after the first paint (its id is in public/after-paint.js). */
const AFTER_PAINT_LINKS = 'after-paint-links';
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** JSON for inside a `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The first paint waits until the browser has read the whole drawn page (up to its JSON block, the
 * body's last element): a phone busy enough to paint a half-read page would otherwise move what it
 * painted as the rest arrives (the navbar's buttons, right-aligned, each pushing the last one left).
 * A browser without `rel=expect` paints as before.
 */
const holdFirstPaint = (stateId: string) => `<link rel="expect" href="#${stateId}" blocking="render" />`;

/**
 * Puts a server-drawn page into the built index.html: its HTML in place of the app shell, what it was
 * drawn with (its answers and text groups) as a JSON block the browser's first render reads (src/main.tsx), the picture preloads
 * React writes ahead of the page moved up into the head, and the scripts started after the first paint
 * (public/after-paint.js): their modulepreload links wait in a template, so on a phone's connection
 * the page's HTML and pictures are not sharing the bandwidth with ~150 kB of scripts.
 */
export function withFirstHtml(html: string, page: FirstHtml, stateId: string): string {
  const lead = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(lead.length);
  const data = `<script type="application/json" id="${stateId}">${scriptJson(page.state)}</script>`;
  const preloads: string[] = [];
  const head = html.replace(MODULE_PRELOAD, (link) => (preloads.push(link.trim()), ''));
  return head
    .replace(ENTRY_SCRIPT, (_tag, src: string) => `<template id="${AFTER_PAINT_LINKS}">${preloads.join('')}</template>\n    <script defer src="${AFTER_PAINT}" data-entry="${src}"></script>`)
    .replace('</head>', () => `  ${page.styles}\n  ${lead ? `${lead}\n  ` : ''}${holdFirstPaint(stateId)}\n  </head>`)
    .replace(SHELL, () => body)
    .replace('</body>', () => `  ${data}\n  </body>`);
}

/** Sets `<html lang>` of a built index.html to the page's language. */
export function setHtmlLang(html: string, locale: PageLocale): string {
  if (/<html\b[^>]*\blang="[^"]*"/i.test(html)) return html.replace(/(<html\b[^>]*\blang=")[^"]*(")/i, (_m, a: string, b: string) => `${a}${locale}${b}`);
  if (/<html\b/i.test(html)) return html.replace(/<html\b/i, (m) => `${m} lang="${locale}"`);
  // A page with no <html> tag (the placeholder before a build): one after the doctype.
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<html lang="${locale}">`);
}

/** `html` with preload links for the web fonts it declares, before its title (so before its styles). */
const withFontPreloads = (html: string) =>
  html.replace('<title>', () => `${declaredFonts(html).map((f) => `<link rel="preload" href="${escapeHtml(f)}" as="font" type="font/woff2" crossorigin />\n    `).join('')}<title>`);

/**
 * Replaces the built index.html's title and description, and adds canonical and Open Graph tags; in `locale`, with `<html lang>`, the canonical URL of that language and the
 * hreflang alternates of both (issue 19).
 */
export function renderHead(html: string, head: PageHead, publicUrl: string, locale: PageLocale = 'en'): string {
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : publicUrl + p);
  const canonical = head.canonicalPath && withLocale(head.canonicalPath, locale);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(abs(canonical))}" />`] : []),
    ...(head.canonicalPath
      ? [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(abs(head.canonicalPath))}" />`,
          `<link rel="alternate" hreflang="th" href="${escapeHtml(abs(withLocale(head.canonicalPath, 'th')))}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(head.canonicalPath))}" />`,
        ]
      : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${ogLocale[locale]}" />`,
    `<meta property="og:site_name" content="Selvedge" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(abs(canonical))}" />`] : []),
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(abs(head.image))}" />`] : []),
  ].join('\n    ');
  // Function replacers: a `$&` or `$'` in a record's title must stay literal text.
  const page = setHtmlLang(html, locale).replace(/<meta name="description"[^>]*>\s*/, '');
  if (/<title>[\s\S]*?<\/title>/.test(page)) return page.replace(/<title>[\s\S]*?<\/title>/, () => tags);
  if (page.includes('</head>')) return page.replace('</head>', () => `  ${tags}\n  </head>`);
  return page.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}\n${tags}\n`);
}

/**
 * The head of spec.md's 'Page Not Found 404' page, answered with HTTP 404 for a path no screen answers
 * and for a record page whose record does not exist (a soft 200 there is indexed as a real page).
 */
export const notFoundHead: PageHead = {
  title: `${specTexts.pageNotFound} | Selvedge`,
  description: specTexts.pageNotFound,
  status: 404,
};
const notFoundHeadTh: PageHead = { ...notFoundHead, title: `${specTextsTh.pageNotFound} | Selvedge`, description: specTextsTh.pageNotFound };
export const notFoundHeadIn = (locale: PageLocale): PageHead => (locale === 'th' ? notFoundHeadTh : notFoundHead);

/**
 * The head of a member's or an admin's page (no resolver gives them one): a plain title in the page's
 * language instead of index.html's storefront title until the app sets its own, and never indexed.
 */
function privateHead(path: string, locale: PageLocale): PageHead | null {
  const texts = locale === 'th' ? privatePageTextsTh : privatePageTexts;
  if ((memberPaths as readonly string[]).includes(path.replace(/(.)\/$/, '$1'))) return { title: texts.memberTitle, description: texts.memberDescription, noindex: true };
  if (isAdminPath(path)) return { title: texts.adminTitle, description: texts.adminDescription, noindex: true };
  return null;
}

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other path that is
 * not /api or /uploads, so deep links load. Unknown /api paths answer 404 JSON.
 */
/** The site's own routes (src/routes.ts) as matchers: `:param` is one non-empty segment. */
const routeMatchers = [...publicPaths, ...memberPaths, ...adminPaths].map(
  (p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}/?$`),
);
const isKnownPath = (path: string) => routeMatchers.some((m) => m.test(path)) || isAdminPath(path);

export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; uploadDir: string; publicUrl: string }) => {
    const resolvers: HeadResolver[] = [];
    app.decorate('spa', { addHeadResolver: (r: HeadResolver) => void resolvers.push(r) });

    await app.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Images still being written (.<name>.part) are not served.
      dotfiles: 'ignore',
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply: { header: (k: string, v: string) => void }) => reply.header('X-Content-Type-Options', 'nosniff'),
    });

    const indexFile = join(opts.distDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // Dotfiles such as .build-stamp stay private.
        dotfiles: 'ignore',
        // The build writes .br/.gz copies of the assets (scripts/vitePrecompress.ts); send those when accepted.
        preCompressed: true,
        setHeaders: (reply: { header: (k: string, v: string) => void }, path: string) => {
          reply.header(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : '<!doctype html><title>Selvedge</title><p>Run npm run build.</p>';
    const hintsFile = join(opts.distDir, THAI_HINTS_FILE);
    const thaiHints = built && existsSync(hintsFile) ? (JSON.parse(readFileSync(hintsFile, 'utf8')) as ThaiHints) : null;

    const ssrFile = join(opts.distDir, SSR_DIR, SSR_FILE);
    // Loaded beside the start-up, not in it: on a busy machine the import of the drawing's build can
    // outlast Fastify's plugin time limit. The first drawn page waits for it instead.
    const entryLoading = built && existsSync(ssrFile) ? loadEntry(ssrFile, app) : Promise.resolve(null);
    /**
     * The page's calls, answered by this server's own routes without a network hop (the public reads
     * spec.md makes POSTs carry the XSRF pair a browser would).
     */
    const xsrf = randomBytes(24).toString('base64url');
    const inProcess: typeof fetch = async (input, init) => {
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: String(input),
        headers: { ...(init?.headers as Record<string, string>), cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf },
        payload: init?.body as string | undefined,
      });
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };
    const drawn = new Map<string, Promise<FirstHtml>>();
    let drawnGeneration = -1;
    /** The page drawn by the server, or null (not a server-drawn page, no SSR build, or drawing failed: the browser draws it). */
    const firstHtml = async (url: string, path: string, locale: PageLocale) => {
      if (!SERVER_DRAWN.some((p) => p.test(path))) return null;
      const entry = await entryLoading;
      if (!entry) return null;
      if (drawnGeneration !== app.publicCache.generation) {
        drawn.clear();
        drawnGeneration = app.publicCache.generation;
      }
      const key = `${locale} ${url}`;
      let page = drawn.get(key);
      if (!page) {
        if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
        page = entry.renderPage(url, locale, inProcess);
        drawn.set(key, page);
        page.catch(() => drawn.delete(key));
      }
      try {
        return await page;
      } catch (err) {
        app.log.error({ err, url }, 'server drawing of a page failed; the browser draws it');
        return null;
      }
    };

    const withHead = (head: PageHead, reply: FastifyReply, locale: PageLocale) => {
      if (head.status) reply.status(head.status);
      return renderHead(indexHtml, head, opts.publicUrl, locale);
    };
    /** index.html for `path` (the request's own, or its decoded form), with its head and, for a fabric page, the page drawn. */
    const sendIndex = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      const accepted = request.headers['accept-encoding'];
      const locale = pageLocale(query);
      // A page without a head of its own still says its language.
      let html = setHtmlLang(indexHtml, locale);
      let head: PageHead | null = null;
      if (!isKnownPath(path)) head = notFoundHeadIn(locale);
      else {
        for (const resolve of resolvers) {
          head = await resolve(path, query);
          if (head) break;
        }
        head ??= privateHead(path, locale);
      }
      if (head) html = withHead(head, reply, locale);
      // The web fonts are preloaded where the head asks, and on every page in Thai: it draws Thai everywhere, its navbar first.
      if (locale === 'th' || head?.preloadFonts) html = withFontPreloads(html);
      const preloads = pagePreloads(thaiHints, path, locale);
      if (preloads) html = html.replace('</head>', () => `  ${preloads}\n  </head>`);
      if (reply.statusCode === 200) {
        const page = await firstHtml(url, path, locale);
        if (page) html = withFirstHtml(html, page, FIRST_STATE_ID);
      }
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const encoding = htmlEncoding(String(accepted ?? ''));
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html));
    };

    app.get('/', async (request, reply) => sendIndex('/', request, reply));

    app.setNotFoundHandler(async (request, reply) => {
      const raw = request.url.split('?')[0];
      let path = raw;
      try {
        path = decodeURIComponent(raw);
      } catch {
        /* a malformed escape: keep the raw path */
      }
      if (/^\/(api|uploads|assets)(\/|$)/.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ message: path.startsWith('/api') ? serverMessages.unknownApi : serverMessages.notFound });
      }
      // A path no screen answers is a real 404 (not a soft one search engines index); the SPA still shows 'Page Not Found 404'.
      return sendIndex(path, request, reply);
    });
  },
  { name: 'spa' },
);
