import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMES } from '../../server/plugins/docs.js';
import { loadConfig } from '../../server/config.js';
import { makeApp, useSharedTestApp } from '../helpers/app.js';

/**
 * The OpenAPI document at /api/docs/json, checked against the OpenAPI 3 schema and against the
 * server's own route table: every call is in it, with its body, its answers and who may make it.
 */
interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }>; required?: string[] } }> };
  responses: Record<string, unknown>;
  parameters?: Array<{ in: string; name: string }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; scheme?: string }> } };

const t = useSharedTestApp();
let doc: Doc;
beforeAll(async () => {
  const r = await t.call({ method: 'GET', url: '/api/docs/json' });
  expect(r.statusCode).toBe(200);
  doc = r.json();
});

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide);
const docPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operation = (method: string, url: string) => doc.paths[docPath(url)]?.[method.toLowerCase()];
const schemesOf = (op: Operation) => (op.security ?? []).map((s) => Object.keys(s).sort());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('lists every registered call, and nothing else', () => {
    const registered = apiRoutes().map((r) => `${r.method} ${docPath(r.url)}`);
    expect(registered.length).toBeGreaterThan(80);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(documented.filter((k) => k.includes('/api/docs'))).toEqual([]);
  });

  it('marks admin and member calls with their bearer token, public calls with none', () => {
    expect(doc.components.securitySchemes[SCHEMES.admin]).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes[SCHEMES.member]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      const op = operation(r.method, r.url);
      const alternatives = schemesOf(op);
      const bearers = alternatives.map((a) => a.filter((s) => s !== SCHEMES.xsrf));
      const ok =
        r.guard === 'admin' ? bearers.length > 0 && bearers.every((a) => a.join() === SCHEMES.admin)
        : r.guard === 'member' ? bearers.length > 0 && bearers.every((a) => a.join() === SCHEMES.member)
        // Unguarded: no token, except the one call whose handler lets an admin or that member in.
        : r.url === '/api/member/get_member_data_by_id/:id' ? bearers.map((a) => a.join()).sort().join('|') === `${SCHEMES.admin}|${SCHEMES.member}`
        : bearers.every((a) => a.length === 0);
      if (!ok) wrong.push(`${r.method} ${r.url} (${r.guard}): ${JSON.stringify(op.security)}`);
    }
    expect(wrong).toEqual([]);
    expect(operation('POST', '/api/category/add_new_category').security).toEqual([{ [SCHEMES.admin]: [], [SCHEMES.xsrf]: [] }]);
    expect(operation('GET', '/api/category/get_category_all').security).toEqual([]);
  });

  it('asks the XSRF header of every unsafe method and of no GET', () => {
    for (const r of apiRoutes()) {
      const wantsXsrf = schemesOf(operation(r.method, r.url)).some((a) => a.includes(SCHEMES.xsrf));
      expect(wantsXsrf, `${r.method} ${r.url}`).toBe(r.method !== 'GET');
    }
  });

  it('describes JSON bodies from the route schemas, and multipart calls as forms with their files', () => {
    const read = operation('POST', '/api/product_sku/get_product_parents_sku_data_by_category_id_actived');
    expect(read.requestBody?.content['application/json'].schema.required).toEqual(expect.arrayContaining(['categoryId', 'isActived']));

    const add = operation('POST', '/api/category/add_new_category').requestBody?.content['multipart/form-data'].schema;
    expect(add?.properties?.image?.format).toBe('binary');
    expect(add?.required).toEqual(expect.arrayContaining(['name', 'image']));
    const edit = operation('POST', '/api/category/update_category_by_id/:id');
    expect(edit.requestBody?.content['multipart/form-data'].schema.required ?? []).not.toContain('image');
    expect(edit.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);

    const multipart = apiRoutes().filter((r) => (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'));
    expect(multipart.length).toBeGreaterThan(15);
    for (const r of multipart) {
      const form = operation(r.method, r.url).requestBody?.content['multipart/form-data']?.schema;
      const files = Object.values(form?.properties ?? {}).filter((p) => p.format === 'binary');
      expect(files.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
    }
  });

  it('gives every call its answers', () => {
    for (const r of apiRoutes()) {
      const codes = Object.keys(operation(r.method, r.url).responses);
      expect(codes.some((c) => /^2/.test(c)), `${r.method} ${r.url}: ${codes}`).toBe(true);
    }
    const add = operation('POST', '/api/category/add_new_category').responses as Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
    expect(Object.keys(add['201'].content['application/json'].schema.properties)).toEqual(['message', 'result']);
  });
});

describe('the docs pages', () => {
  it('serve Swagger UI from this origin under the site CSP, with no inline script', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const site = await t.call({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attrs)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//);
      expect((await t.call({ method: 'GET', url: src })).statusCode, src).toBe(200);
    }
  });

  it('are not kept by the public cache, and unknown docs paths stay JSON 404s', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const r = await t.call({ method: 'GET', url });
      expect(r.headers.etag, url).toBeUndefined();
    }
    const missing = await t.call({ method: 'GET', url: '/api/docs/static/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
    const other = await t.call({ method: 'GET', url: '/api/docs-nothing' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: expect.any(String) });
  });
});

describe('in production (issue 20 §1.8)', () => {
  it('the docs are off unless API_DOCS=1: they map every admin call for anyone', async () => {
    const env = (over: Record<string, string>) => loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(48), ...over }).apiDocs;
    expect([env({}), env({ NODE_ENV: 'production' }), env({ NODE_ENV: 'production', API_DOCS: '1' }), env({ API_DOCS: '0' })]).toEqual([true, false, true, false]);
    expect(() => env({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
    const site = await makeApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) expect((await site.call({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await site.call({ method: 'GET', url: '/api/category/get_category_all' })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
