import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { hashPassword } from '../../server/modules/accounts/password.js';
import { insertAdmin } from '../../server/modules/admin/queries.js';
import { copyOfTemplate, emptyDatabase, onPostgres } from './pg.js';

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
 * A fresh server on its own temporary data directory and database, copied from the run's migrated
 * template: SQLite's file (tests/helpers/sqlite-setup.ts) into the data directory, or (in the api-pg
 * project) a PostgreSQL database of its own (pg-setup.ts). buildApp's migrateToLatest then finds nothing to do.
 */
export async function makeApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-test-'));
  const pg = await testDatabase();
  const sqliteTemplate = inject('sqliteTemplate');
  if (!onPostgres && sqliteTemplate) copyFileSync(sqliteTemplate, join(dataDir, 'selvedge.db'));
  const clock = { now: Date.parse('2026-11-22T08:00:00Z'), advance: (ms: number) => void (clock.now += ms) };
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent' }),
    now: () => clock.now,
    rateLimit: { max: 1000, windowMs: 60_000 },
    codeLimit: { max: 1000, windowMs: 3_600_000 },
    // app.inject comes from 127.0.0.1; trusting it lets tests pose as other clients with X-Forwarded-For.
    trustProxy: '127.0.0.1',
    databaseUrl: pg.url,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false });
  await app.ready();
  let adminCount = 0;
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
    close: async () => {
      await app.close();
      await pg.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds a multipart body from fields and files, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; data: Buffer }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
