import type { FastifyInstance } from 'fastify';
import { countAdmins } from '../../modules/admin/queries.js';
import { listCategories } from '../../modules/category/queries.js';
import { seedCatalog } from './catalog.js';
import { seedDesigns } from './designs.js';
import { seedProducts } from './products.js';
import { seedSubProducts } from './subProducts.js';
import { seedFoundation } from './foundation.js';

/** True when nothing has been stored yet: no admin and no category. */
export async function isEmpty(app: FastifyInstance): Promise<boolean> {
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
