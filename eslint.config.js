// ESLint: typescript-eslint's recommended rules, React's hooks rules, and the layout of DESIGN §1
// enforced on resolved paths (so `../x`, `../../src/x.js` and `./x/index` are all caught alike).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layout from './scripts/eslint-layout.js';

const root = import.meta.dirname;

/**
 * Folders beside the resources that any resource may import: the back-office kit and the SKU import
 * panel (one panel on three SKU screens); on the server, the sign-in machinery the member and admin
 * accounts share. They import no resource themselves. Every other folder is one resource.
 */
const SHARED = { 'src/admin': ['common', 'skuImport'], 'server/modules': ['accounts'] };

/**
 * A server area shares its cached reads with the others through `<area>/reads.ts` (seo renders every
 * public page's head from them); its routes and queries stay its own.
 */
const PUBLIC_FILE = { 'server/modules': 'reads.ts' };

/** Decided exceptions, with their reason in README's design notes. */
const ALLOWED = {
  // One category record (DESIGN §3): the SKU screens list, switch and import the category rows.
  'server/modules/productSku': ['category'],
  // The admin home (issue 17 §2) counts with the lists' own queries, so each figure is what its filtered list shows.
  'server/modules/dashboard': ['adminMember', 'productSku', 'skuImport'],
  // An import's rollback removes the parents, categories and compositions it created only as their delete calls would (issue 20 §2);
  // a colour photo's revert keeps its picture aside only once nothing shows it (skuImport's imageInUse, as the upload does).
  'server/modules/activity': ['productSku', 'productComposition', 'skuImport'],
};

const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/**
 * What each folder under src/admin and server/modules may import from its siblings: a resource its
 * own folder, the shared ones and other areas' public file; a shared folder only the shared ones.
 * One zone per forbidden sibling, so a new resource folder is covered without touching this file.
 */
const resourceZones = Object.entries(SHARED).flatMap(([dir, shared]) => {
  const all = folders(dir);
  const resources = all.filter((name) => !shared.includes(name));
  return all.flatMap((name) => {
    const isShared = shared.includes(name);
    const allowed = ALLOWED[`${dir}/${name}`] ?? [];
    return resources
      .filter((other) => other !== name && !allowed.includes(other))
      .map((other) => {
        const publicFile = !isShared && PUBLIC_FILE[dir] && existsSync(join(root, dir, other, PUBLIC_FILE[dir])) ? PUBLIC_FILE[dir] : undefined;
        return {
          target: `./${dir}/${name}`,
          from: `./${dir}/${other}`,
          except: publicFile ? [`./${publicFile}`] : [],
          message: isShared
            ? `${dir}/${name} is shared by the resources, so it imports none of them (DESIGN §1).`
            : `${dir}/${name} is one resource: it imports no other resource's folder${publicFile ? ` but its ${publicFile}` : ''} (DESIGN §1). Move what both need to a shared place (${shared.join(', ')}).`,
        };
      });
  });
});

/** DESIGN §1's import rules between the two runtimes and the scripts. */
const layoutZones = [
  { target: './src', from: './server', message: 'src (browser code) never imports server (DESIGN §1).' },
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: 'server imports only src/contract from src (DESIGN §1): put what both sides need there (texts: src/contract/texts.ts).',
  },
  { target: './server', from: './scripts', message: 'server does not import scripts: move the shared piece into server/ and let the script import it.' },
];

const browserOnlyClient = 'The browser has one HTTP client: call it through src/api (client.ts), not fetch or XMLHttpRequest directly.';

export default defineConfig(
  // as .gitignore
  { ignores: ['dist/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { layout },
    rules: {
      // A path that does not resolve would slip past the boundary rule below: refuse it outright.
      'layout/no-unresolved': 'error',
      'layout/no-restricted-paths': ['error', { basePath: root, zones: layoutZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests are left out: a test may render several resources together (the import panel on its three screens).
    files: ['src/admin/**/*.{ts,tsx}', 'server/modules/**/*.{ts,mts,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'layout/no-restricted-paths': ['error', { basePath: root, zones: [...layoutZones, ...resourceZones] }] },
  },
  {
    // Plain scripts served as they are (public/after-paint.js): the browser's globals they use.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' } },
  },
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  {
    // Browser code outside the HTTP client (tests stub the network and are left out).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: browserOnlyClient },
        { name: 'XMLHttpRequest', message: browserOnlyClient },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: browserOnlyClient },
          { object, property: 'XMLHttpRequest', message: browserOnlyClient },
        ]),
      ],
    },
  },
);
