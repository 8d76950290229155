import { sql, type Kysely } from 'kysely';

/**
 * Names the API promises unique (case aside) become unique indexes on lower(name) (issue 20 §1.3):
 * on PostgreSQL, 200 parallel identical adds had stored 48 duplicate blog tags, blog types, product
 * types and designs, the check in each add passing in every transaction at once. Duplicates already
 * stored are kept and renamed, never merged or dropped: every one but the oldest gets " (2)", " (3)"…
 * so an admin can see and merge them.
 */
const TABLES = ['blog_tags', 'blog_types', 'product_types', 'product_designs', 'categories'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const rows = await sql<{ _id: string; name: string; key: string }>`select "_id", "name", lower("name") as "key" from ${sql.table(table)} order by "createAt", "_id"`.execute(db);
    const taken = new Set(rows.rows.map((r) => r.key));
    const seen = new Set<string>();
    for (const row of rows.rows) {
      if (!seen.has(row.key)) {
        seen.add(row.key);
        continue;
      }
      let n = 2;
      while (taken.has(`${row.key} (${n})`)) n++;
      const name = `${row.name} (${n})`;
      taken.add(`${row.key} (${n})`);
      await sql`update ${sql.table(table)} set "name" = ${name} where "_id" = ${row._id}`.execute(db);
    }
    await db.schema.createIndex(`${table}_name_lower`).unique().on(table).expression(sql`lower("name")`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_name_lower`).execute();
}
