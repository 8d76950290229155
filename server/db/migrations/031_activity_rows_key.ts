import type { Kysely } from 'kysely';

/**
 * A record's History shows the imports (and their rollbacks) that changed it (issue 20 §2): their kept
 * rows name the record in `keyVal`, so they are found by it — and a revert's "changed since" check
 * looks them up the same way — without reading every kept row of every import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('activity_rows_key').on('activity_rows').columns(['keyVal', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activity_rows_key').execute();
}
