import type { Plugin } from 'vite';

const STUB = '\0typebox-stub';

/**
 * The browser build's TypeBox: schemas in src/contract/ are the server's validation (and the calls'
 * static types); the browser reads only their types and each call's method, path and guard. So the
 * build replaces TypeBox's builder with one that makes empty schemas, rather than shipping ~12 kB
 * gzip of it to every page. Dev, tests and the server use the real package.
 */
/** `schema: { … }` → `schema: {}` (braces counted; schemas hold no braces inside strings). */
function dropSchemas(code: string): string {
  let out = '';
  let at = 0;
  for (let i = code.indexOf('schema: {'); i !== -1; i = code.indexOf('schema: {', at)) {
    let depth = 0;
    let j = i + 'schema: '.length;
    for (; j < code.length; j++) {
      if (code[j] === '{') depth++;
      else if (code[j] === '}' && --depth === 0) break;
    }
    out += code.slice(at, i) + 'schema: {}';
    at = j + 1;
  }
  return out + code.slice(at);
}

export function typeboxStub(): Plugin {
  return {
    name: 'selvedge:typebox-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@sinclair/typebox' && importer && /[\\/]src[\\/]/.test(importer)) return STUB;
      return null;
    },
    // The browser never reads a call's schemas: empty them, and let the unused builders go (pure calls).
    transform(code, id) {
      if (!/[\\/]src[\\/]contract[\\/]\w+\.ts$/.test(id)) return null;
      // The contract's own builders (common.ts's Envelope, Text and OptionalText, listQuery.ts's WithTotal and
      // ListQueryWith) only wrap Type's, and `SORTS.map(…)` only lists literals: unused, they go too (a
      // top-level `ListQueryWith(…)` kept every list schema on the first page).
      return { code: dropSchemas(code).replace(/\b(Type\.\w+|Envelope|OptionalText|Text|WithTotal|ListQueryWith|[A-Z][A-Z_]*\.map)\(/g, '/* @__PURE__ */ $1('), map: null };
    },
    load(id) {
      if (id !== STUB) return null;
      // Every builder (Type.Object, Type.String, …) returns an empty schema; `.properties` spreads to nothing.
      return 'const schema = () => ({ properties: {} });\nexport const Type = new Proxy({}, { get: () => schema });\n';
    },
  };
}
