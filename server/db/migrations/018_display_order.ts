import { sql, type Kysely } from 'kysely';

/**
 * Sliders, categories and blog posts are put in order by the admin (issue 17 §5): `sortOrder`, the
 * place in the home carousel, the home grid / navbar / category lists, and the blog lists. Existing
 * rows are numbered 1, 2, 3… in the order they were shown until now (sliders and categories oldest
 * first, blog posts newest first), so nothing moves on the storefront when this runs.
 */
const TABLES = [
  { table: 'sliders', shown: sql`"createAt", "_id"` },
  { table: 'categories', shown: sql`"createAt", "name"` },
  { table: 'blogs', shown: sql`"createAt" desc, "_id"` },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, shown } of TABLES) {
    await db.schema.alterTable(table).addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    const rows = await sql<{ _id: string }>`select "_id" from ${sql.table(table)} order by ${shown}`.execute(db);
    for (const [i, row] of rows.rows.entries()) await sql`update ${sql.table(table)} set "sortOrder" = ${i + 1} where "_id" = ${row._id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of TABLES) await db.schema.alterTable(table).dropColumn('sortOrder').execute();
}
