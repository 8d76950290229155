// A small ESLint plugin of our own: DESIGN §1's import boundaries checked on resolved paths (so `../x`,
// `../../src/x.js` and `./x/index` are caught alike). It replaces eslint-plugin-import-x, whose native
// resolver's per-platform packages are not all on the registry this project installs from, which made
// `npm ci` refuse the lock file. Only relative imports are ours; bare names are npm packages.
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];
/** server and tests import TypeScript files by their emitted name (x.js → x.ts). */
const ALIAS = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] };

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative import names, or undefined. */
export function resolveImport(fromFile, source) {
  const base = resolve(dirname(fromFile), source);
  const ext = Object.keys(ALIAS).find((e) => base.endsWith(e));
  const candidates = [
    ...(ext ? ALIAS[ext].map((alias) => base.slice(0, -ext.length) + alias) : []),
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => resolve(base, `index${e}`)),
  ];
  return candidates.find(isFile);
}

const inside = (file, dir) => {
  const r = relative(dir, file);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};

/** Calls `check(node, source, file)` for every relative import, re-export and import(). */
function eachImport(context, check) {
  const handle = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string' && source.startsWith('.')) check(node.source, source, resolveImport(context.filename, source));
  };
  return { ImportDeclaration: handle, ExportNamedDeclaration: handle, ExportAllDeclaration: handle, ImportExpression: handle };
}

export default {
  meta: { name: 'selvedge-layout' },
  rules: {
    'no-unresolved': {
      meta: { type: 'problem', schema: [], docs: { description: 'A relative import must name an existing file (else the boundary rule could not see it).' } },
      create: (context) =>
        eachImport(context, (node, source, file) => {
          if (!file) context.report({ node, message: `'${source}' does not resolve to a file.` });
        }),
    },
    'no-restricted-paths': {
      meta: {
        type: 'problem',
        docs: { description: 'Files under a zone target may not import files under its `from` (except its `except` paths).' },
        schema: [{ type: 'object', properties: { basePath: { type: 'string' }, zones: { type: 'array' } }, additionalProperties: false }],
      },
      create(context) {
        const { basePath, zones } = context.options[0];
        const active = zones.filter((z) => inside(context.filename, resolve(basePath, z.target)));
        if (!active.length) return {};
        return eachImport(context, (node, _source, file) => {
          if (!file) return;
          for (const zone of active) {
            const from = resolve(basePath, zone.from);
            if (!inside(file, from) || (zone.except ?? []).some((e) => inside(file, resolve(from, e)))) continue;
            context.report({ node, message: zone.message });
          }
        });
      },
    },
  },
};
