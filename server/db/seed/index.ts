import type { FastifyInstance } from 'fastify';
import { countAdmins } from '../../modules/admin/queries.js';
import { listCategories } from '../../modules/category/queries.js';
import { withDatabaseLock } from '../queries.js';
import { seedCatalog } from './catalog.js';
import { seedDesigns } from './designs.js';
import { seedProducts } from './products.js';
import { seedSubProducts } from './subProducts.js';
import { seedFoundation } from './foundation.js';

/** True when nothing has been stored yet: no admin and no category. */
async function isEmpty(app: FastifyInstance): Promise<boolean> {
  return (await countAdmins(app.db)) === 0 && (await listCategories(app.db)).length === 0;
}

/** Seeds the whole demo catalogue. Each area's seed adds its step here. */
export async function seedDemo(app: FastifyInstance, adminPassword?: string): Promise<void> {
  await seedFoundation(app, adminPassword);
  await seedCatalog(app);
  // The back-office catalogue: products (and compositions) before the sub products that name them.
  await seedProducts(app);
  await seedSubProducts(app);
  await seedDesigns(app);
  app.publicCache.clear();
}

/** The advisory lock instances take to check for and seed an empty database ("seed" in ASCII). */
const SEED_LOCK = 0x73656564;

/**
 * Seeds the demo catalogue when the database is empty, and says whether it did. Instances starting
 * together on one PostgreSQL database take turns: the first seeds, the others then find it seeded
 * (without the lock each saw an empty database and seeded it again, or failed on a unique code).
 */
export async function seedIfEmpty(app: FastifyInstance, adminPassword: string): Promise<boolean> {
  return withDatabaseLock(app.db, SEED_LOCK, async () => {
    if (!(await isEmpty(app))) return false;
    app.log.info('empty database: seeding the demo catalogue');
    await seedDemo(app, adminPassword);
    return true;
  });
}
