import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { ConfigError, loadConfig } from '../../server/config.js';
import { makeApp, multipart } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';

/** Issue 11 §2 and §5: the settings for several instances and for logs. */
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'selvedge-ops-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration for several instances and logs', () => {
  it('refuses a REDIS_URL that is not a Redis address and an unknown LOG_FORMAT, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_URL: 'http://redis:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(loadConfig({ DATA_DIR: tmp(), REDIS_URL: 'rediss://user:pw@redis.example:6380/2' }).redisUrl).toBe('rediss://user:pw@redis.example:6380/2');
  });

  it('keeps everything in one process unless REDIS_URL is set', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.redisUrl).toBeUndefined();
    expect(c.redisPrefix).toBe('selvedge:');
  });

  it('logs JSON in production and when not on a terminal, readable lines when asked', () => {
    // Vitest's workers do not write to a terminal.
    expect(loadConfig({ DATA_DIR: tmp() }).logPretty).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' }).logPretty).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), LOG_FORMAT: 'pretty' }).logPretty).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), LOG_FORMAT: 'json' }).logPretty).toBe(false);
  });

  it('fails at start-up, naming REDIS_URL, when Redis does not answer', async () => {
    const config = loadConfig({ DATA_DIR: tmp(), DIST_DIR: join(tmp(), 'none'), REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent', JWT_SECRET: 'r'.repeat(40) });
    await expect(buildApp(config, { logger: false })).rejects.toThrow(/REDIS_URL/);
  });

  it('writes and serves uploads from UPLOAD_DIR, outside DATA_DIR, and never serves a half-written file', async () => {
    const uploadDir = join(tmp(), 'volume');
    const t = await makeApp({ uploadDir });
    try {
      const token = await t.adminToken();
      const body = await multipart({ name: 'Volume' }, { image: { name: 'a.png', type: 'image/png', data: await pngBytes() } });
      const created = await t.call({ method: 'POST', url: '/api/category/add_new_category', token, ...body });
      expect(created.statusCode).toBe(201);
      const id = (created.json().result.url as string).slice('/uploads/'.length, -'.webp'.length);
      expect(readdirSync(uploadDir).sort()).toEqual([`${id}-w200.webp`, `${id}-w400.webp`, `${id}-w800.webp`, `${id}.webp`]);
      expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(false);
      expect((await t.call({ method: 'GET', url: `/uploads/${id}.webp` })).statusCode).toBe(200);

      // An image still being written is a dot-file beside the others: not served.
      writeFileSync(join(uploadDir, `.${id}-w200.webp.part`), 'partial');
      expect((await t.call({ method: 'GET', url: `/uploads/.${id}-w200.webp.part` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
