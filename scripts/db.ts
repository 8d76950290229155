/** `npm run db:migrate` and `npm run db:seed`: run against the configured database. */
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest, openDb } from '../server/db/index.js';
import { seedDemo } from '../server/db/seed/index.js';

const command = process.argv[2];
const config = loadConfig();
if (command === 'migrate') {
  const db = openDb(config);
  const done = await migrateToLatest(db);
  console.log(done.length ? `Applied: ${done.join(', ')}` : 'Already up to date');
  await db.destroy();
} else if (command === 'seed') {
  const app = await buildApp(config, { logger: false });
  await seedDemo(app);
  await app.close();
  console.log('Demo data seeded');
} else {
  console.error('usage: tsx scripts/db.ts migrate|seed');
  process.exit(2);
}
