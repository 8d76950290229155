import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    // null until the member sets a password: a pending registration cannot sign in.
    .addColumn('passwordHash', 'text')
    .addColumn('isVerified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text')
    .addColumn('createAt', 'text', (c) => c.notNull())
    .addColumn('tokensValidAfter', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('verify_codes')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('verifiedAt', 'bigint')
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verify_codes_subject').on('verify_codes').columns(['purpose', 'subject']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verify_codes').execute();
  await db.schema.dropTable('members').execute();
}
