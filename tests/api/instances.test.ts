import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { hashPassword } from '../../server/modules/accounts/password.js';
import { insertAdmin } from '../../server/modules/admin/queries.js';
import { insertCategory } from '../../server/modules/category/queries.js';
import { multipart } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { mailsTo } from '../helpers/mail.js';
import { onPostgres } from '../helpers/pg.js';
import { redisAnswers, REDIS_TEST_URL } from '../helpers/redis.js';

/**
 * Issue 11 §2: two instances of the server on one PostgreSQL database and one Redis (REDIS_URL),
 * sharing one upload volume (UPLOAD_DIR), behave as one site: a write through either is read through
 * the other on the next request, and tries spread over both count against one limit.
 */
const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = REDIS_TEST_URL;
const dbName = `selvedge_instances_${process.pid}_${Date.now()}`;
const prefix = `selvedge-test:${randomBytes(6).toString('hex')}:`;

async function pgAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// The api-pg project runs every file again on PostgreSQL; this one makes its own database, so once is enough.
const secondRun = onPostgres;
const [pgUp, redisUp] = secondRun ? [false, false] : await Promise.all([pgAnswers(), redisAnswers()]);
const ready = pgUp && redisUp;
if (!ready && !secondRun) {
  console.log(
    `instances.test.ts skipped: needs PostgreSQL (${pgUp ? 'answers' : `no answer at ${PG_URL}`}) and Redis (${redisUp ? 'answers' : `no answer at ${REDIS_URL}`})`,
  );
}

const XSRF = 'instances-xsrf';
const call = (app: FastifyInstance, opts: InjectOptions & { token?: string; ip?: string }) => {
  const { token, ip, headers, ...rest } = opts;
  return app.inject({
    ...rest,
    cookies: { 'XSRF-TOKEN': XSRF },
    headers: {
      'x-xsrf-token': XSRF,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
  });
};

describe.skipIf(!ready)('two instances on one PostgreSQL database and one Redis', () => {
  const root = mkdtempSync(join(tmpdir(), 'selvedge-instances-'));
  const uploadDir = join(root, 'shared-uploads');
  let first: FastifyInstance;
  let second: FastifyInstance;
  let token = '';
  const adminEmail = 'owner@instances.test';

  const start = (name: string) => {
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    const config = loadConfig({
      DATA_DIR: join(root, name),
      DIST_DIR: join(root, 'no-dist'),
      DATABASE_URL: url.href,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      UPLOAD_DIR: uploadDir,
      JWT_SECRET: 'i'.repeat(48),
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_DELAY_MS: '0',
      CODE_LIMIT_MAX: '2',
    });
    return buildApp(config, { logger: false });
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    first = await start('first');
    second = await start('second');
    const row = await insertAdmin(
      first.db,
      { email: adminEmail, mobile: '0800000000', fullName: 'Owner', passwordHash: await hashPassword('right-password'), status: 'active' },
      new Date(),
    );
    token = await first.tokens.sign('admin', row._id, { email: adminEmail }, '1h');
  }, 60_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    rmSync(root, { recursive: true, force: true });
  });

  const names = async (app: FastifyInstance) => {
    const r = await call(app, { method: 'GET', url: '/api/category/get_category_all' });
    expect(r.statusCode).toBe(200);
    return (r.json().result as Array<{ name: string }>).map((c) => c.name).sort();
  };

  it('serves a category written through the first instance from the second on the next request, picture included', async () => {
    expect(await names(second)).toEqual([]);
    // A row written behind both instances' backs: the second keeps answering from its cache…
    await insertCategory(second.db, { name: 'Behind the cache', discription: '', url: '', alwaysShown: true }, new Date());
    expect(await names(second)).toEqual([]);

    // …until a write through the first instance clears every instance's cache.
    const body = await multipart({ name: 'Shared Linen', discription: 'Written through the first', alwaysShown: 'true' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } });
    const created = await call(first, { method: 'POST', url: '/api/category/add_new_category', token, ...body });
    expect(created.statusCode).toBe(201);
    expect(await names(second)).toEqual(['Behind the cache', 'Shared Linen']);

    // The picture lives on the shared upload volume: the second instance serves it.
    const picture = await call(second, { method: 'GET', url: created.json().result.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // And the other way round: a delete through the second is gone from the first's answer at once.
    expect(await names(first)).toEqual(['Behind the cache', 'Shared Linen']);
    const del = await call(second, { method: 'DELETE', url: `/api/category/delete_category_by_id/${created.json().result._id}`, token });
    expect(del.statusCode).toBe(200);
    expect(await names(first)).toEqual(['Behind the cache']);
  });

  it('counts wrong logins on one account spread over both instances against one limit', async () => {
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(i % 2 ? second : first, { method: 'POST', url: '/api/admin/admin_login', ip: '203.0.113.10', payload: { email: adminEmail, password: `wrong-${i}` } });
      tries.push(r.statusCode);
      if (i === 4) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Four tries allowed (RATE_LIMIT_MAX=4); each instance alone has seen only two or three.
    expect(tries).toEqual([401, 401, 401, 401, 429]);
    // The owner, elsewhere, still signs in through either instance.
    const owner = await call(second, { method: 'POST', url: '/api/admin/admin_login', ip: '198.51.100.7', payload: { email: adminEmail, password: 'right-password' } });
    expect(owner.statusCode).toBe(200);
  });

  it('counts one address trying many accounts over both instances against one per-IP limit', async () => {
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(i % 2 ? first : second, { method: 'POST', url: '/api/admin/admin_login', ip: '203.0.113.20', payload: { email: `nobody${i}@instances.test`, password: 'whatever-1' } });
      tries.push(r.statusCode);
    }
    expect(tries).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts verify codes asked for one account from many addresses over both instances against one cap', async () => {
    // CODE_LIMIT_MAX=2: two codes per account every 5 minutes from all addresses (issue 20 §1.2). Past
    // that, forgot-password still answers 200 (a stranger learns nothing and blocks nothing) but mails
    // nothing more: over both instances, the owner gets two mails, not nine.
    const tries = [];
    for (let i = 0; i < 9; i++) {
      const r = await call(i % 2 ? first : second, { method: 'POST', url: '/api/admin/admin_forgot_password', ip: `192.0.2.${i + 1}`, payload: { email: adminEmail } });
      tries.push(r.statusCode);
    }
    expect(tries).toEqual(Array(9).fill(200));
    await Promise.all([first.mail.idle(), second.mail.idle()]);
    const mailed = mailsTo(join(root, 'first'), adminEmail).length + mailsTo(join(root, 'second'), adminEmail).length;
    expect(mailed).toBe(2);
  });

  it('both answer GET /api/health', async () => {
    expect((await call(first, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await call(second, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
