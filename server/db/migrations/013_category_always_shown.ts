import type { Kysely } from 'kysely';

/**
 * A category with no active fabric is no longer offered on the home grid, /category and the navbar
 * (issue 16 §5), unless the admin chose to show it anyway: `alwaysShown` (1), set from the Category
 * dialog. Existing categories start at 0: the empty ones leave the public lists until they get a
 * fabric or the admin shows them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('alwaysShown', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('alwaysShown').execute();
}
