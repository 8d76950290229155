import type { Plugin } from 'vite';

const STUB = '\0typebox-stub';

/**
 * The browser build's TypeBox: schemas in src/contract/ are the server's validation (and the calls'
 * static types); the browser reads only their types and each call's method, path and guard. So the
 * build replaces TypeBox's builder with one that makes empty schemas, rather than shipping ~12 kB
 * gzip of it to every page. Dev, tests and the server use the real package.
 */
export function typeboxStub(): Plugin {
  return {
    name: 'selvedge:typebox-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@sinclair/typebox' && importer && /[\\/]src[\\/]/.test(importer)) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      // Every builder (Type.Object, Type.String, …) returns an empty schema; `.properties` spreads to nothing.
      return 'const schema = () => ({ properties: {} });\nexport const Type = new Proxy({}, { get: () => schema });\n';
    },
  };
}
