import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seedDemo } from '../../server/db/seed/index.js';

/** The same Kysely code on PostgreSQL, when a server answers (CI machines have one; laptops may not). */
const ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `selvedge_test_${process.pid}_${Date.now()}`;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query(`create database ${dbName}`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const available = await reachable();
const dataDir = mkdtempSync(join(tmpdir(), 'selvedge-pg-'));

describe.skipIf(!available)('on PostgreSQL', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.href, JWT_SECRET: 'p'.repeat(40), LOG_LEVEL: 'silent' });
    app = await buildApp(config, { logger: false });
    await seedDemo(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${dbName}`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: { 'XSRF-TOKEN': 't' }, headers: { 'x-xsrf-token': 't' } });

  it('migrates, seeds and answers the public catalogue calls', async () => {
    const cats = await call('GET', '/api/category/get_category_all');
    expect(cats.json().result.map((c: { categoryId: string }) => c.categoryId)).toEqual(
      expect.arrayContaining(['COTTON', 'LINEN', 'DENIM', 'CANVAS', 'FASHION', 'UNIFORM']),
    );
    const parents = await call('POST', '/api/product_sku/get_product_parents_sku_data_by_category_id_actived', { categoryId: 'COTTON', isActived: true });
    expect(parents.statusCode).toBe(200);
    expect(parents.json().result.length).toBeGreaterThan(0);
    expect(parents.json().result.every((p: { isActived: boolean }) => p.isActived === true)).toBe(true);
  });

  it('signs the demo admin in', async () => {
    const { DEMO_ADMIN } = await import('../../server/db/seed/foundation.js');
    const r = await call('POST', '/api/admin/admin_login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(r.statusCode).toBe(200);
  });
});
