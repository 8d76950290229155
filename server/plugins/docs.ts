import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf.js';
import { adminApi } from '../../src/contract/admin.js';
import { memberApi } from '../../src/contract/member.js';

/** A multipart call's form: text fields (checked by the handler through app.uploads) and file fields. */
interface MultipartForm {
  fields: TSchema;
  files: Record<string, 'required' | 'optional'>;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For the API docs only: what a `consumes: ['multipart/form-data']` call reads. Fastify does not
     * validate it (the handler reads the stream and checks the fields with the same TypeBox schema).
     */
    form?: MultipartForm;
  }
}

const DOCS_PREFIX = '/api/docs';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security scheme names in the document. */
export const SCHEMES = { admin: 'adminToken', member: 'memberToken', xsrf: 'xsrfToken' } as const;

type Security = Array<Record<string, string[]>>;

/** The request body a multipart form documents: its text fields and its files (binary strings). */
function formBody(form: MultipartForm): Record<string, unknown> {
  const fields = form.fields as { properties?: Record<string, unknown>; required?: string[] };
  const properties: Record<string, unknown> = { ...(fields.properties ?? {}) };
  const required = [...(fields.required ?? [])];
  for (const [name, need] of Object.entries(form.files)) {
    properties[name] = { type: 'string', format: 'binary', description: need === 'required' ? 'A file (required).' : 'A file (optional).' };
    if (need === 'required') required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * OpenAPI 3.1 built by @fastify/swagger from the routes' own TypeBox schemas, at /api/docs/json, with
 * Swagger UI at /api/docs. Who may call each route comes from the guard the auth plugin recorded for it
 * (app.routeTable): admin and member routes need their bearer token; every unsafe method needs the
 * XSRF header. Swagger UI's files are served from this origin (no inline script), so the site's CSP holds.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    let guards: Map<string, string | null> | undefined;
    const guardOf = (method: string, url: string) => {
      guards ??= new Map(app.routeTable.map((r) => [`${r.method} ${r.url}`, r.guard]));
      return guards.get(`${method} ${url}`) ?? null;
    };

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Selvedge API',
          version,
          description: [
            'Every answer is JSON: `{ message, result }` on success, `{ message }` naming the problem otherwise.',
            `Admin calls need \`Authorization: Bearer <token>\` from POST /api${adminApi.login.path}; member calls a token from POST /api${memberApi.login.path}.`,
            `Every POST, PUT, PATCH and DELETE must echo the \`${XSRF_COOKIE}\` cookie (set on any answer) in the \`${XSRF_HEADER}\` header; this page does it for you.`,
            'Public reads answer with an ETag; send it back in If-None-Match to get 304 while nothing changed.',
          ].join('\n\n'),
        },
        components: {
          securitySchemes: {
            [SCHEMES.admin]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `An admin token (POST /api${adminApi.login.path}).` },
            [SCHEMES.member]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `A member token (POST /api${memberApi.login.path}).` },
            [SCHEMES.xsrf]: { type: 'apiKey', in: 'header', name: XSRF_HEADER, description: `The value of the ${XSRF_COOKIE} cookie.` },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const method = methods[0];
        const { form, ...rest } = (schema ?? {}) as FastifySchema;
        const doc: FastifySchema & { body?: unknown } = { ...rest };
        if (form) doc.body = formBody(form);
        // The site's pages (/, /sitemap.xml, /robots.txt) are not API calls.
        if (!url.startsWith('/api/')) doc.hide = true;
        doc.tags ??= [url.split('/')[2]];
        if (!doc.hide) {
          const guard = guardOf(method, url);
          let security: Security = doc.security
            ? doc.security.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [...v]])))
            : guard === 'admin' ? [{ [SCHEMES.admin]: [] }]
            : guard === 'member' ? [{ [SCHEMES.member]: [] }]
            : [];
          if (UNSAFE.has(method)) security = security.length ? security.map((s) => ({ ...s, [SCHEMES.xsrf]: [] })) : [{ [SCHEMES.xsrf]: [] }];
          doc.security = security;
        }
        return { schema: doc, url };
      },
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Selvedge API' },
      uiConfig: {
        docExpansion: 'none',
        deepLinking: true,
        // Try-it-out calls carry the XSRF header the server asks of every unsafe method. Runs in the
        // served swagger-initializer.js (a file from this origin), never inline.
        requestInterceptor: (request) => {
          const m = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
          if (m) (request as unknown as { headers: Record<string, string> }).headers['X-XSRF-TOKEN'] = decodeURIComponent(m[1]);
          return request;
        },
      },
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
