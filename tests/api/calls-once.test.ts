import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/contract/call.js';
import { makeApp } from '../helpers/app.js';

/**
 * Each call is declared once, in src/contract/ (method, path, guard, schemas): the server registers
 * its routes from those declarations and the browser calls through them, so no call path is written
 * anywhere else in src/ or server/.
 */
const root = join(import.meta.dirname, '../..');
const isCall = (v: unknown): v is Call =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'guard' in v && 'schema' in v;

const contractDir = join(root, 'src/contract');
const declared: { file: string; name: string; call: Call }[] = [];
for (const file of readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod = (await import(join(contractDir, file))) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(mod)) {
    if (typeof value !== 'object' || value === null || isCall(value)) continue;
    for (const [key, c] of Object.entries(value)) if (isCall(c)) declared.push({ file, name: `${exportName}.${key}`, call: c });
  }
}
const key = (method: string, path: string) => `${method} ${path}`;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('calls declared once', () => {
  it('finds the declarations', () => {
    expect(declared.length).toBeGreaterThan(90);
  });

  it('declares each method and path once', () => {
    const keys = declared.map((d) => key(d.call.method, d.call.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('serves every declared call, and no /api route that is not declared', async () => {
    const t = await makeApp();
    try {
      const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide);
      const served = new Set(routes.map((r) => key(r.method, r.url.slice('/api'.length))));
      expect(declared.map((d) => key(d.call.method, d.call.path)).filter((k) => !served.has(k))).toEqual([]);
      const known = new Set(declared.map((d) => key(d.call.method, d.call.path)));
      // A declared path ending in '/' (as spec.md writes product type's add) also answers without it.
      const undeclared = [...served].filter((k) => !known.has(k) && !known.has(`${k}/`));
      expect(undeclared).toEqual([]);
      for (const r of routes) {
        const hit = declared.find((d) => key(d.call.method, d.call.path).replace(/\/$/, '') === key(r.method, r.url.slice('/api'.length)).replace(/\/$/, ''));
        const guard = hit?.call.guard === 'admin' || hit?.call.guard === 'member' ? hit.call.guard : null;
        expect(r.guard, key(r.method, r.url)).toBe(guard);
      }
    } finally {
      await t.close();
    }
  });

  it('writes no call path outside its declaration in src/ and server/', () => {
    const files = [...sources(join(root, 'src')), ...sources(join(root, 'server'))].filter((f) => !f.startsWith(contractDir));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const d of declared) {
        // The path up to its first parameter: `/category/update_category_by_id/:id` → `/category/update_category_by_id/`.
        const literal = d.call.path.split(':')[0];
        if (literal.length > 8 && text.includes(literal)) found.push(`${relative(root, file)}: ${d.call.path}`);
      }
    }
    expect(found).toEqual([]);
  });

  // The browser build empties every call's schemas (scripts/viteTypeboxStub.ts): code the browser runs
  // reads a call's method, path and guard only. A runtime read of `.schema` works in tests and dev and
  // breaks the built site (the import screens once failed to load in Chromium alone).
  it('reads no call schema at run time in src/ (the browser build empties them)', () => {
    const found = sources(join(root, 'src')).filter((f) => /\.schema\b/.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
    expect(found).toEqual([]);
  });
});
