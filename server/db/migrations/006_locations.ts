import type { Kysely } from 'kysely';
import { thaiAddressData } from '../../modules/location/thaiAddress.js';

/**
 * The Thai address master data (spec.md §3 "Country, province, city, district"), loaded from the npm
 * package thai-address-universal (see server/modules/location/thaiAddress.ts), and the Contact List
 * screen's entries (spec.md §3 "Contact list entry"), one per normalised mobile number.
 */
const PLACE_TABLES = ['location_countries', 'location_provinces', 'location_cities', 'location_districts'] as const;
const PARENT: Record<(typeof PLACE_TABLES)[number], string | null> = {
  location_countries: null,
  location_provinces: 'countryId',
  location_cities: 'provinceId',
  location_districts: 'cityId',
};
/** Rows per INSERT: at most 11 columns × 1,000 bound values, under SQLite's 32,766 and PostgreSQL's 65,535. */
const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PLACE_TABLES) {
    let t = db.schema
      .createTable(table)
      .addColumn('_id', 'text', (c) => c.primaryKey())
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('name_th', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('shortName_th', 'text', (c) => c.notNull())
      .addColumn('fullName_th', 'text', (c) => c.notNull());
    const parent = PARENT[table];
    if (parent) t = t.addColumn(parent, 'text', (c) => c.notNull());
    if (table === 'location_districts') {
      t = t.addColumn('postCode', 'text', (c) => c.notNull()).addColumn('postCodes', 'text', (c) => c.notNull());
    }
    await t.execute();
    if (parent) await db.schema.createIndex(`${table}_${parent}`).on(table).column(parent).execute();
  }

  await db.schema
    .createTable('contact_lists')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postCode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lineId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_lists_created').on('contact_lists').column('createAt').execute();

  const data = await thaiAddressData();
  const load = async (trx: Kysely<unknown>) => {
    const rows: Record<(typeof PLACE_TABLES)[number], object[]> = {
      location_countries: data.countries,
      location_provinces: data.provinces,
      location_cities: data.cities,
      location_districts: data.districts,
    };
    const untyped = trx as unknown as Kysely<Record<string, object>>;
    for (const table of PLACE_TABLES) {
      for (let i = 0; i < rows[table].length; i += BATCH) await untyped.insertInto(table).values(rows[table].slice(i, i + BATCH)).execute();
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's migrations run outside one.
  if (db.isTransaction) await load(db);
  else await db.transaction().execute(load);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_lists').execute();
  for (const table of [...PLACE_TABLES].reverse()) await db.schema.dropTable(table).execute();
}
