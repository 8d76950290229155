import { sql, type Kysely } from 'kysely';

/**
 * The shop's business customers (spec.md §3 "Admin member"), added and edited on /admin_member. A
 * table of their own, not rows of `members`: those are sign-in accounts whose email and mobile are
 * required, and a passwordless row there is a pending registration the sign-up flow may replace.
 * Email and mobile are optional here but, when given, belong to one customer only (stored lower-cased
 * and normalised; the partial unique indexes back the 404 duplicate check). Country, province, city
 * and district hold the ids of the Thai address master data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_members')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('bussiness', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .addColumn('modifyAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_members_email').unique().on('admin_members').column('email').where(sql.ref('email'), '<>', sql.lit('')).execute();
  await db.schema.createIndex('admin_members_mobile').unique().on('admin_members').column('mobile').where(sql.ref('mobile'), '<>', sql.lit('')).execute();
  await db.schema.createIndex('admin_members_created').on('admin_members').column('createAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_members').execute();
}
