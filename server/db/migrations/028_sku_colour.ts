import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Shop by colour (issue 18 §3): each colour's photo measured in CIELAB (D65) — `colourL`, `colourA`,
 * `colourB` — with its sRGB hex (RRGGBB) and its family, and `colourOf`, the photo path measured (a
 * new photo no longer matches it, so it is measured again). Null until measured: the server measures
 * the photos of existing rows once, in the background after start-up (server/modules/colour/measureJob.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = pg ? sql`text collate "C"` : sql`text`;
  const real = pg ? 'double precision' : 'real';
  await db.schema.alterTable('skus').addColumn('colourL', real).execute();
  await db.schema.alterTable('skus').addColumn('colourA', real).execute();
  await db.schema.alterTable('skus').addColumn('colourB', real).execute();
  await db.schema.alterTable('skus').addColumn('colourHex', text).execute();
  await db.schema.alterTable('skus').addColumn('colourFamily', text).execute();
  await db.schema.alterTable('skus').addColumn('colourOf', text).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['colourOf', 'colourFamily', 'colourHex', 'colourB', 'colourA', 'colourL']) await db.schema.alterTable('skus').dropColumn(c).execute();
}
