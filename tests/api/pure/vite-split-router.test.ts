import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  DEV_WARNINGS_ON,
  DISPLAY_NAME,
  FORWARD_REF_OR_MEMO,
  SHARED_CONTEXTS,
  addRewrites,
  rewriteRouterChunk,
  splitReactRouter,
  type Rewrites,
  type RouterCopy,
} from '../../../scripts/viteSplitRouter';

/**
 * scripts/viteSplitRouter.ts rewrites react-router's built files with regular expressions. These run
 * its rewrites on the pinned react-router's own files, as the build does, so an upgrade that moves
 * what they match fails here (and the build names the pattern), not in a storefront whose two routers
 * cannot see each other.
 */
const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const copies: RouterCopy[] = ['production', 'development'];
const chunks = (copy: RouterCopy) =>
  readdirSync(join(dist, copy))
    .filter((name) => /^chunk-\w+\.mjs$/.test(name))
    .map((name) => ({ id: join(dist, copy, name), code: readFileSync(join(dist, copy, name), 'utf8') }));
const files = Object.fromEntries(copies.map((copy) => [copy, chunks(copy)])) as Record<RouterCopy, { id: string; code: string }[]>;

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (h: unknown) => (typeof h === 'function' ? h : (h as { handler: unknown }).handler) as Hook;

/** Runs the plugin over the given chunks as a build would: buildStart, transform each, buildEnd. */
function build(plugin: Plugin, chunkFiles: { id: string; code: string }[]) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook(plugin.buildStart).call(context, {});
  const outputs = chunkFiles.map(({ id, code }) => hook(plugin.transform).call(context, code, id) as { code: string } | null);
  hook(plugin.buildEnd).call(context);
  return outputs;
}

const exportedNames = (code: string) =>
  parseAst(code)
    .body.flatMap((node) => (node.type === 'ExportNamedDeclaration' ? node.specifiers : []))
    .map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value)))
    .sort();

describe('the react-router split (scripts/viteSplitRouter.ts) on the pinned react-router', () => {
  it('applies every rewrite to both copies, sharing the same contexts between them', () => {
    const done = {} as Record<RouterCopy, Rewrites>;
    for (const copy of copies) {
      let total: Rewrites | undefined;
      for (const { code } of files[copy]) total = addRewrites(total, rewriteRouterChunk(code, copy).rewrites);
      done[copy] = total!;
      expect(done[copy].displayNames, `${DISPLAY_NAME} in ${copy}`).toBeGreaterThan(0);
      expect(done[copy].pure, `${FORWARD_REF_OR_MEMO} in ${copy}`).toBeGreaterThan(0);
      expect(done[copy].contexts, `${CONTEXT} in ${copy}`).toEqual(expect.arrayContaining(SHARED_CONTEXTS));
    }
    expect(done.development.devWarningsOff, DEV_WARNINGS_ON).toBe(true);
    expect([...done.development.contexts].sort()).toEqual([...done.production.contexts].sort());
    // The plugin itself, as the build runs it: no error at the end.
    for (const copy of copies) expect(() => build(splitReactRouter(), files[copy])).not.toThrow();
  });

  it('leaves none of the statements it rewrites, and each chunk still parses with the same exports', () => {
    for (const copy of copies) {
      for (const { id, code } of files[copy]) {
        const out = rewriteRouterChunk(code, copy).code;
        expect(out, id).not.toMatch(/^[\w$]+\.displayName = /m);
        expect(out, id).not.toMatch(/^var [\w$]+ = React\d*\.(forwardRef|memo)\(/m);
        expect(out, id).not.toMatch(/^var [\w$]+ = React\d*\.createContext\(/m);
        expect(out, id).not.toContain('ENABLE_DEV_WARNINGS = true');
        if (out !== code) expect(exportedNames(out), id).toEqual(exportedNames(code));
      }
    }
  });

  it('makes both copies take a context of the same name from one registry', () => {
    const [chunk] = files.production.map(({ code }) => rewriteRouterChunk(code, 'production').code).filter((out) => out.includes('__sharedRouterContext('));
    const helper = chunk.slice(0, chunk.indexOf('\n}\n') + 3);
    const shared = new Function(`${helper}return __sharedRouterContext;`)() as (name: string, create: () => object) => object;
    const registry = globalThis as { __selvedgeRouterContexts?: object };
    try {
      const first = shared('TestContext', () => ({}));
      expect(shared('TestContext', () => ({}))).toBe(first);
    } finally {
      delete registry.__selvedgeRouterContexts;
    }
  });

  it('fails the build naming each pattern that no longer matches', () => {
    const changed = files.development.map(({ id, code }) => ({
      id,
      code: code.replace(DEV_WARNINGS_ON, 'const ENABLE_DEV_WARNINGS = true;').replaceAll('.createContext(', '.createContext?.('),
    }));
    expect(() => build(splitReactRouter(), changed)).toThrow(
      new Error(
        `split-react-router: ${JSON.stringify(DEV_WARNINGS_ON)} not found in react-router/dist/development (the back-office would keep the dev warnings)\n` +
          `split-react-router: ${CONTEXT} did not find ${SHARED_CONTEXTS.join(', ')} in react-router/dist/development (the two copies of the router would not share them)`,
      ),
    );
  });
});
