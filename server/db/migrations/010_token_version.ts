import type { Kysely } from 'kysely';

/**
 * Exact token revocation: each account carries a version that its tokens repeat in a `ver` claim.
 * A password reset or a deactivation bumps it, so every older token stops at once — including one
 * issued in the same second (the whole-second `tokensValidAfter` it replaces let those through).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admins', 'members']) {
    await db.schema.alterTable(table).addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).dropColumn('tokensValidAfter').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admins', 'members']) {
    await db.schema.alterTable(table).addColumn('tokensValidAfter', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).dropColumn('tokenVersion').execute();
  }
}
