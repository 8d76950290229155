import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** The server-side entry and where its build goes inside dist/ (a dot directory, never served). */
export const SSR_ENTRY = 'src/entry-server.tsx';
export const SSR_DIR = '.ssr';
export const SSR_FILE = 'entry-server.js';

/** Runs `vite build` when dist/ is missing or older than any of its inputs. Returns true if it built. */
export function ensureBuild(distDir = join(root, 'dist')): boolean {
  const stamp = join(distDir, '.build-stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map((p) => newest(join(root, p))));
  if (builtAt > sourcesAt) return false;
  console.log('Building the site (dist/ is missing or older than src/)…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // vitest sets NODE_ENV=test, which would otherwise give a build with React's development code.
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error('vite build failed');
  // The server's drawing of the public pages' first HTML (src/entry-server.tsx), beside the browser build.
  const ssr = spawnSync(process.execPath, [vite, 'build', '--ssr', SSR_ENTRY, '--outDir', join(distDir, SSR_DIR)], { cwd: root, stdio: 'inherit', env });
  if (ssr.status !== 0) throw new Error('vite build --ssr failed');
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
