import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../server/build.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (tests/helpers/browser.ts `e2eServer` picks this worker's). */
    servers: E2EServer[];
    /** The built site the server serves: this run's own copy of dist/. */
    distDir: string;
    /** The run's one Chromium, which each file connects to (tests/helpers/browser.ts `useBrowser`). */
    browserWSEndpoint: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

const stampOf = (dir: string) => {
  try {
    return readFileSync(join(dir, '.build-stamp'), 'utf8');
  } catch {
    return '';
  }
};

/**
 * Builds dist/ if it is stale and copies it for this run alone. The working tree is shared: a build
 * someone else starts while the journeys run empties dist/ and renames every chunk, and a server
 * serving dist/ itself then answers 404 for the chunks its pages name. A copy taken while such a
 * build was writing (its stamp changed or went missing meanwhile) is taken again.
 */
function snapshotBuild(root: string, into: string): void {
  const dist = join(root, 'dist');
  for (let attempt = 0; attempt < 5; attempt++) {
    ensureBuild(dist);
    const before = stampOf(dist);
    rmSync(into, { recursive: true, force: true });
    if (before && existsSync(join(dist, 'index.html'))) cpSync(dist, into, { recursive: true });
    if (before && stampOf(dist) === before && stampOf(into) === before) return;
  }
  throw new Error('dist/ kept changing while it was copied (someone else is building it)');
}

/** One e2e worker's server: its URL and the data directory it writes (mails, uploads, database). */
export interface E2EServer {
  baseURL: string;
  dataDir: string;
}

const servers: ChildProcess[] = [];
let browserServer: BrowserServer | undefined;
const dirs: string[] = [];

/** Starts `npm start`'s server on the built copy with a fresh data directory and a free port. */
async function startServer(root: string, distDir: string): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-e2e-'));
  dirs.push(dataDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SKIP_BUILD: '1',
      PUBLIC_URL: baseURL,
      RATE_LIMIT_MAX: '10000',
      CODE_LIMIT_MAX: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<never>((_, fail) => server.once('exit', () => fail(new Error(`server exited early:\n${output}`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const r = await Promise.race([fetch(`${baseURL}/api/category/get_category_all`), exited]);
      if (r.ok) break;
    } catch (e) {
      if (server.exitCode !== null) throw e;
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    // Not listening yet: ask again shortly (this polls the server's state; no test waits on it).
    await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
  }
  return { baseURL, dataDir };
}

/**
 * Builds the site if needed and copies it; starts one server per worker, each on data of its own (the
 * workers run files side by side, and no file sees another's records), and one Chromium for every file.
 */
export async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const distDir = mkdtempSync(join(tmpdir(), 'selvedge-e2e-dist-'));
  dirs.push(distDir);
  snapshotBuild(root, distDir);
  // As many servers as the project runs workers (vitest.config.ts maxWorkers).
  const started = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startServer(root, distDir)));
  browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('servers', started);
  project.provide('distDir', distDir);
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  await browserServer?.close();
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        return exited;
      }),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
