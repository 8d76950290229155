/** `npm run admin:create -- --email E --password P --name N [--mobile M]`: adds an active admin. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { migrateToLatest, openDb } from '../server/db/index.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../src/contract/passwordRule.js';
import { hashPassword } from '../server/modules/accounts/password.js';
import { findAdminByEmail, insertAdmin } from '../server/modules/admin/queries.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, mobile: { type: 'string' } },
});
const fail = (m: string) => {
  console.error(m);
  process.exit(2);
};
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) fail('--email must be an email address');
if (!values.password || values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
  fail(`--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
}
if (!values.name?.trim()) fail('--name is required');

const config = loadConfig();
const db = openDb(config);
await migrateToLatest(db);
if (await findAdminByEmail(db, values.email!)) {
  await db.destroy();
  fail(`An admin with email ${values.email} already exists`);
}
await insertAdmin(
  db,
  { email: values.email!, mobile: values.mobile ?? '', fullName: values.name!.trim(), passwordHash: await hashPassword(values.password!), status: 'active' },
  new Date(),
);
await db.destroy();
console.log(`Admin ${values.email} created and active`);
