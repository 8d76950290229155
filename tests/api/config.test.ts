import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { openDb } from '../../server/db/index.js';
import { findAdminByEmail } from '../../server/modules/admin/queries.js';
import { testDatabase } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'selvedge-cfg-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration', () => {
  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('generates a JWT secret once per data directory and keeps it', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).not.toBe(a.jwtSecret);
  });

  it('reads PORT, PUBLIC_URL and defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp(), PORT: '9000' });
    expect(c.port).toBe(9000);
    expect(c.publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });
});

// SQLite's own settings; the api-pg run has nothing to check here.
describe.skipIf(onPostgres)('database', () => {
  it('opens SQLite in WAL mode with synchronous=FULL and a busy timeout', async () => {
    const db = openDb({ dataDir: tmp() });
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(mode.rows[0].journal_mode).toBe('wal');
    expect(sync.rows[0].synchronous).toBe(2);
    expect(busy.rows[0].timeout).toBeGreaterThan(0);
    await db.destroy();
  });
});

describe('errors', () => {
  it('masks a 5xx as { message } without internals', async () => {
    const database = await testDatabase();
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: database.url, JWT_SECRET: 'z'.repeat(40), LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { logger: false });
    app.get('/api/test/boom', async () => {
      throw new Error('secret database detail');
    });
    const r = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ message: 'Internal Server Error' });
    await app.close();
    await database.drop();
  });
});

describe('npm run admin:create', () => {
  it('creates an active admin in the configured database, and refuses a short password', async () => {
    const dir = tmp();
    const database = await testDatabase();
    const env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', ...(database.url ? { DATABASE_URL: database.url } : {}) };
    const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
    const out = execFileSync(process.execPath, [tsx, 'scripts/admin-create.ts', '--email', 'Owner@Shop.test', '--password', 'long-enough-1', '--name', 'Owner'], { env, encoding: 'utf8' });
    expect(out).toContain('created');
    const db = openDb({ dataDir: dir, databaseUrl: database.url });
    const admin = await findAdminByEmail(db, 'owner@shop.test');
    expect(admin).toMatchObject({ fullName: 'Owner', status: 'active' });
    await db.destroy();
    expect(() =>
      execFileSync(process.execPath, [tsx, 'scripts/admin-create.ts', '--email', 'b@shop.test', '--password', 'short', '--name', 'B'], { env, stdio: 'pipe' }),
    ).toThrow(/password/);
    await database.drop();
  }, 60_000);
});
