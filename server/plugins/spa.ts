import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../src/messages.js';

/** What a page's `<head>` says to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/sub_product/ABC`; the public URL is prefixed. */
  canonicalPath: string;
  /** Path or absolute URL of the preview image. */
  image?: string;
}

/** Resolves the head of a page from its path, or returns null to let the next resolver try. */
export type HeadResolver = (path: string) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    spa: { addHeadResolver: (resolver: HeadResolver) => void };
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Replaces the built index.html's title and description, and adds canonical and Open Graph tags. */
export function renderHead(html: string, head: PageHead, publicUrl: string): string {
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : publicUrl + p);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(abs(head.canonicalPath))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Selvedge" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(abs(head.canonicalPath))}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(abs(head.image))}" />`] : []),
  ].join('\n    ');
  // Function replacers: a `$&` or `$'` in a record's title must stay literal text.
  const page = html.replace(/<meta name="description"[^>]*>\s*/, '');
  if (/<title>[\s\S]*?<\/title>/.test(page)) return page.replace(/<title>[\s\S]*?<\/title>/, () => tags);
  if (page.includes('</head>')) return page.replace('</head>', () => `  ${tags}\n  </head>`);
  return page.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}\n${tags}\n`);
}

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other path that is
 * not /api or /uploads, so deep links load. Unknown /api paths answer 404 JSON.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; uploadDir: string; publicUrl: string }) => {
    const resolvers: HeadResolver[] = [];
    app.decorate('spa', { addHeadResolver: (r: HeadResolver) => void resolvers.push(r) });

    await app.register(fastifyStatic, {
      root: opts.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
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

    const sendIndex = async (path: string) => {
      for (const resolve of resolvers) {
        const head = await resolve(path);
        if (head) return renderHead(indexHtml, head, opts.publicUrl);
      }
      return indexHtml;
    };

    app.get('/', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await sendIndex('/')),
    );

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
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await sendIndex(path));
    });
  },
  { name: 'spa' },
);
