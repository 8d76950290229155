import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * tests/api/pure/ holds the api files that never open a database: maths, static checks of the build's
 * rewrites, the lint rules, the password cost. The api run runs them; the api-pg run (vitest.config.ts)
 * leaves them out, as running them again on PostgreSQL proves nothing more. So that no file that does use
 * a database is left out of the PostgreSQL run by being put here, each file here (and everything it
 * imports, followed through the repository) must reach none of what opens one: the server's database
 * module, the app, the test app helpers, or a database driver. A file that needs an app belongs in tests/api/.
 */
const root = resolve(import.meta.dirname, '../../..');
const here = import.meta.dirname;

/** What opens a database (or builds the app that does): files of the repository, and packages. */
const DATABASE_FILES = ['server/db/', 'server/app.ts', 'server/main.ts', 'tests/helpers/app.ts', 'tests/helpers/pg.ts', 'tests/helpers/sqlite-setup.ts', 'tests/helpers/pg-setup.ts'];
const DATABASE_PACKAGES = ['better-sqlite3', 'pg', 'kysely', 'node:child_process', 'child_process'];

/**
 * Every module a file loads, read from its syntax tree: static imports and re-exports (type-only ones
 * load nothing), `import('…')` and `require('…')`; and the argument of each of those whose target is not
 * a literal (a computed path this check cannot follow).
 */
function specifiers(code: string, path: string): { literal: string[]; computed: string[] } {
  const literal = new Set<string>();
  const computed: string[] = [];
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) literal.add(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) literal.add(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) literal.add(arg.text);
      else computed.push(arg ? arg.getText(source) : '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literal: [...literal], computed };
}

/** The repository file a relative specifier names (TypeScript sources are imported as .js), or undefined for a package. */
function resolveLocal(from: string, spec: string, isFile: (path: string) => boolean): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const found = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
  if (!found) throw new Error(`${relative(root, from)} imports ${spec}, which names no file`);
  return found;
}

interface Files {
  read: (path: string) => string;
  isFile: (path: string) => boolean;
}
const disk: Files = { read: (p) => readFileSync(p, 'utf8'), isFile: (p) => statSync(p, { throwIfNoEntry: false })?.isFile() ?? false };

/** What `file` reaches, through the repository, that opens a database; with the chain of imports to it. */
function databaseReach(file: string, files: Files = disk): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (path: string, chain: string[]) => {
    if (seen.has(path)) return;
    seen.add(path);
    const { literal, computed } = specifiers(files.read(path), path);
    const at = [...chain, relative(root, path)];
    for (const arg of computed) found.push(`${at.join(' → ')}: imports a computed path (${arg}), which this check cannot follow`);
    for (const spec of literal) {
      const local = resolveLocal(path, spec, files.isFile);
      if (!local) {
        const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (DATABASE_PACKAGES.includes(pkg)) found.push(`${at.join(' → ')} → ${spec}`);
        continue;
      }
      const name = relative(root, local);
      if (DATABASE_FILES.some((f) => (f.endsWith('/') ? name.startsWith(f) : name === f))) found.push(`${at.join(' → ')} → ${name}`);
      else if (!name.startsWith('node_modules/')) walk(local, at);
    }
  };
  walk(file, []);
  return found;
}

/** Computed imports a file here may make: what they load, checked by hand. */
const COMPUTED_ALLOWED: Record<string, string[]> = {
  // A temporary copy of @mui/material's createTheme.mjs, rewritten by the build's plugin.
  'tests/api/pure/vite-mui-theme.test.ts': ['pathToFileURL(file).href'],
};

const files = readdirSync(here)
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => join(here, name));

describe('tests/api/pure: files that open no database (left out of the api-pg run)', () => {
  it.each(files.map((f) => [relative(root, f), f]))('%s reaches nothing that opens a database', (name, file) => {
    const allowed = COMPUTED_ALLOWED[name] ?? [];
    const reach = databaseReach(file).filter((line) => !allowed.some((arg) => line === `${name}: imports a computed path (${arg}), which this check cannot follow`));
    expect(reach, 'a file that uses a database belongs in tests/api/, which the api-pg run covers').toEqual([]);
  });

  it('finds a database reached through an import, a re-export, a dynamic import or a computed path (the check can fail)', () => {
    const fake: Record<string, string> = {
      [join(here, 'a.test.ts')]: "import { x } from './b.js';\nimport 'node:fs';",
      [join(here, 'b.ts')]: "// import { no } from '../../helpers/app.js';\nexport { useTestApp as x } from '../../helpers/app.js';",
      [join(here, 'c.test.ts')]: "const m = await import('../../../server/db/index.js');",
      [join(here, 'd.test.ts')]: 'const m = await import(somewhere);',
      [join(here, 'e.test.ts')]: "import SQLite from 'better-sqlite3';\nimport { spawn } from 'node:child_process';",
      [join(here, 'f.test.ts')]: "import { describe } from 'vitest';\nimport { deltaE2000 } from '../../../server/modules/colour/colourMath.js';",
    };
    const files: Files = { read: (p) => fake[p] ?? disk.read(p), isFile: (p) => p in fake || disk.isFile(p) };
    const reach = (name: string) => databaseReach(join(here, name), files).map((line) => line.replace(/tests\/api\/pure\//g, ''));
    expect(reach('a.test.ts')).toEqual(['a.test.ts → b.ts → tests/helpers/app.ts']);
    expect(reach('c.test.ts')).toEqual(['c.test.ts → server/db/index.ts']);
    expect(reach('d.test.ts')).toEqual(['d.test.ts: imports a computed path (somewhere), which this check cannot follow']);
    expect(reach('e.test.ts')).toEqual(['e.test.ts → better-sqlite3', 'e.test.ts → node:child_process']);
    expect(reach('f.test.ts')).toEqual([]);
  });
});
