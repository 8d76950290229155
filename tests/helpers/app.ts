import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { Seams } from '../../server/types.js';
import { openDb, type Db } from '../../server/db/index.js';
import { hashPassword, setPasswordCostForTests } from '../../server/modules/accounts/password.js';
import { insertAdmin } from '../../server/modules/admin/queries.js';
import { copyOfTemplate, emptyDatabase, onPostgres } from './pg.js';

/**
 * argon2id at its lowest sensible cost for a test's in-process servers (design.md §4's 19 MiB × 2 passes
 * is held by tests/api/pure/password.test.ts and used by the e2e servers): every sign-in still hashes and
 * verifies for real, at a fraction of the CPU. The stored hash names its cost, so verifying is the same code.
 */
export function cheapPasswordHashing(): void {
  setPasswordCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A controllable clock: `clock.now` is what the server reads; `clock.advance(ms)` moves it. */
  clock: { now: number; advance: (ms: number) => void };
  /** app.inject with the XSRF cookie and header already set (pass `xsrf: false` to leave them out). */
  call: (opts: InjectOptions & { xsrf?: boolean; token?: string }) => Promise<LightMyRequestResponse>;
  /** Creates an active admin and returns a token for it. */
  adminToken: (email?: string) => Promise<string>;
  close: () => Promise<void>;
}

const XSRF = 'test-xsrf-token-value';

/**
 * For tests that open the database or start a server themselves: on PostgreSQL (the api-pg project) a
 * database of its own (migrated, or empty with `{ empty: true }`) and its URL, to pass as DATABASE_URL;
 * on SQLite no URL (the data directory's file is used). `drop` removes the PostgreSQL database.
 */
export async function testDatabase({ empty = false } = {}): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!onPostgres) return { url: undefined, drop: async () => {} };
  return (empty ? emptyDatabase : copyOfTemplate)(inject('pgTemplate'));
}

/**
 * A test app's database commits without waiting for the disk: SQLite with synchronous=OFF, PostgreSQL
 * with synchronous_commit=off on the app's connections. Every commit is still a commit (atomic, seen at
 * once by every connection); only its survival of a power cut is given up, which no in-process test can
 * see. The durability the server runs with (synchronous=FULL, server/db/index.ts) is held by
 * tests/api/config.test.ts and, through a SIGKILL, by tests/api/sku-import-crash.test.ts, whose servers are
 * real processes with their own settings. Each commit's wait on the disk (fsync) was ~2 ms of a shared
 * machine's disk: 3,458 commits took 7.6 s of the fuzz file's 65 s.
 */
function fastCommitsUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', '-c synchronous_commit=off');
  return u.href;
}

async function fastCommitsSqlite(config: Config): Promise<Db> {
  const db = openDb(config);
  await sql`pragma synchronous = off`.execute(db);
  return db;
}

/**
 * A fresh server on its own temporary data directory and database, copied from the run's migrated
 * template: SQLite's file (tests/helpers/sqlite-setup.ts) into the data directory, or (in the api-pg
 * project) a PostgreSQL database of its own (pg-setup.ts). SQLite's copy is opened here (buildApp then
 * leaves migrating it, already done, and closing it to makeApp); PostgreSQL's by buildApp, whose
 * migrateToLatest finds nothing to do. Either commits without waiting for the disk (fastCommitsUrl).
 */
export async function makeApp(overrides: Partial<Config> = {}, options: { seams?: Seams } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-test-'));
  const pg = await testDatabase();
  const sqliteTemplate = inject('sqliteTemplate');
  const copied = !onPostgres && Boolean(sqliteTemplate);
  if (copied) copyFileSync(sqliteTemplate, join(dataDir, 'selvedge.db'));
  const clock = { now: Date.parse('2026-11-22T08:00:00Z'), advance: (ms: number) => void (clock.now += ms) };
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent' }),
    now: () => clock.now,
    rateLimit: { max: 1000, windowMs: 60_000 },
    codeLimit: { max: 1000, windowMs: 3_600_000 },
    // app.inject comes from 127.0.0.1; trusting it lets tests pose as other clients with X-Forwarded-For.
    trustProxy: '127.0.0.1',
    databaseUrl: pg.url && fastCommitsUrl(pg.url),
    ...overrides,
  };
  // The template's copy in this app's own directory (not a database the overrides point elsewhere).
  const db = copied && config.databaseUrl === undefined && config.dataDir === dataDir ? await fastCommitsSqlite(config) : undefined;
  const app = await buildApp(config, { logger: false, ...(db ? { db } : {}), ...(options.seams ? { seams: options.seams } : {}) });
  await app.ready();
  let adminCount = 0;
  let closed: Promise<void> | undefined;
  return {
    app,
    config,
    clock,
    call: ({ xsrf = true, token, headers, cookies, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...(xsrf ? { 'x-xsrf-token': XSRF } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        cookies: { ...(xsrf ? { 'XSRF-TOKEN': XSRF } : {}), ...cookies },
      }),
    adminToken: async (email = `admin${++adminCount}@test.local`) => {
      const admin = await insertAdmin(
        app.db,
        { email, mobile: '0800000000', fullName: 'Test Admin', passwordHash: await hashPassword('password123'), status: 'active' },
        new Date(clock.now),
      );
      return app.tokens.sign('admin', admin._id, { email }, '1h');
    },
    // Once, however often it is called (a test may close an app that useMakeApp closes again).
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await db?.destroy();
        await pg.drop();
        rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
}

/** One test app, opened and closed by hooks; the stand-in useTestApp and useSharedTestApp return. */
function hookedApp(overrides: Partial<Config> | (() => Partial<Config>), shared: boolean, options: { seams?: Seams } = {}): TestApp {
  let current: TestApp | undefined;
  const open = async () => {
    current = await makeApp(typeof overrides === 'function' ? overrides() : overrides, options);
  };
  const close = async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  };
  if (shared) {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error(`read t.${String(key)} outside a test: the app exists from ${shared ? 'beforeAll to afterAll' : 'beforeEach to afterEach'}`);
      return current[key as keyof TestApp];
    },
  });
}

/**
 * The api test files' set-up and tear-down in one call: registers a fresh app before each test of the
 * calling file or describe block (beforeEach) and its closing after it (afterEach), and returns a
 * stand-in for it: `const t = useTestApp(); it('…', () => t.call(…))`. Every property read goes to the
 * current test's app; a read outside a test throws. `overrides` may be a function, read before each app.
 */
export function useTestApp(overrides: Partial<Config> | (() => Partial<Config>) = {}): TestApp {
  return hookedApp(overrides, false);
}

/**
 * As useTestApp, but one app for all the tests of the calling file or describe block (beforeAll/afterAll):
 * for tests that only read what the file's set-up wrote, or that build on each other on purpose.
 * `options.seams`: code the app runs mid-call (server/types.ts Seams), fixed when it is built.
 */
export function useSharedTestApp(overrides: Partial<Config> | (() => Partial<Config>) = {}, options: { seams?: Seams } = {}): TestApp {
  return hookedApp(overrides, true, options);
}

/**
 * makeApp for tests that build their apps themselves (each with settings of its own, or more than one):
 * every app it made is closed after the test, whether or not the test got that far.
 */
export function useMakeApp(): (overrides?: Partial<Config>) => Promise<TestApp> {
  const made: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((t) => t.close()));
  });
  return async (overrides) => {
    const t = await makeApp(overrides);
    made.push(t);
    return t;
  };
}

/** Builds a multipart body from fields (a list: the field repeated, as a multi-select sends it) and files, for app.inject. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, { name: string; type: string; data: Buffer }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
