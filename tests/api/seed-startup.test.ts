import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { countAdmins } from '../../server/modules/admin/queries.js';
import { listCategories } from '../../server/modules/category/queries.js';
import { seedIfEmpty } from '../../server/db/seed/index.js';
import { testDatabase } from '../helpers/app.js';
import { onPostgres } from '../helpers/pg.js';

/**
 * What `npm start` does before it listens: seed the demo catalogue into an empty database, once. On
 * PostgreSQL several instances may start together on one new database; only one of them seeds.
 */
async function startInstances(count: number) {
  const root = mkdtempSync(join(tmpdir(), 'selvedge-seed-startup-'));
  const db = await testDatabase({ empty: true });
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // Built together, as instances of one deploy start: their migrations race as well.
    const built = await Promise.allSettled(
      Array.from({ length: count }, (_, i) =>
        buildApp(
          loadConfig({
            DATA_DIR: join(root, `instance-${i}`),
            DIST_DIR: join(root, 'no-dist'),
            UPLOAD_DIR: join(root, 'uploads'),
            ...(db.url ? { DATABASE_URL: db.url } : {}),
            JWT_SECRET: 's'.repeat(48),
            LOG_LEVEL: 'silent',
          }),
          { logger: false },
        ),
      ),
    );
    for (const b of built) if (b.status === 'fulfilled') apps.push(b.value);
    const failed = built.find((b) => b.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await close();
    throw err;
  }
  return { apps, close };
}

describe('seeding an empty database at start-up', () => {
  it('seeds the demo once, and finds it seeded on the next start', async () => {
    const { apps, close } = await startInstances(1);
    try {
      expect(await seedIfEmpty(apps[0], 'first-password')).toBe(true);
      expect(await seedIfEmpty(apps[0], 'second-password')).toBe(false);
      expect(await countAdmins(apps[0].db)).toBe(1);
      expect((await listCategories(apps[0].db)).length).toBeGreaterThanOrEqual(6);
    } finally {
      await close();
    }
  }, 120_000);

  it.skipIf(!onPostgres)('lets one of three instances starting together on one PostgreSQL database seed it, and the others find it seeded', async () => {
    const { apps, close } = await startInstances(3);
    try {
      const seeded = await Promise.all(apps.map((app, i) => seedIfEmpty(app, `password-${i}`)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await countAdmins(apps[0].db)).toBe(1);
      const codes = (await listCategories(apps[1].db)).map((c) => c.categoryId);
      expect(codes.length).toBeGreaterThanOrEqual(6);
      expect(new Set(codes).size).toBe(codes.length);
    } finally {
      await close();
    }
  }, 120_000);
});
