import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { checkedThaiAddressData } from '../../modules/location/crossCheck.js';
import { thaiAddressData, type AddressData } from '../../modules/location/thaiAddress.js';

/**
 * Thai addresses done right (issue 17 §4):
 * - the master data's English names and postcodes, checked against a second source
 *   (server/modules/location/crossCheck.ts), are written over migration 006's rows in place: ids are
 *   kept, so every member's stored province, city and district still names the same place;
 * - business customers get a postcode (`admin_members.postCode`, '' or 5 digits), filled for the
 *   customers already saved from their district's main postcode. The contact list has had one since 006.
 */
type Untyped = Kysely<Record<string, { _id: string; name_en: string; postCode: string; postCodes: string }>>;
const TABLES = { provinces: 'location_provinces', cities: 'location_cities', districts: 'location_districts' } as const;

/** Writes `to`'s English names (and a tambon's postcodes) over the rows whose values differ from `from`'s. */
async function rewrite(db: Kysely<unknown>, from: AddressData, to: AddressData): Promise<void> {
  const write = async (trx: Kysely<unknown>) => {
    const untyped = trx as unknown as Untyped;
    for (const [key, table] of Object.entries(TABLES) as [keyof typeof TABLES, string][]) {
      const before = new Map<string, { name_en: string; postCodes?: string }>(from[key].map((r) => [r._id, r]));
      for (const row of to[key]) {
        const old = before.get(row._id);
        const postCodes = 'postCodes' in row ? row : undefined;
        if (old && old.name_en === row.name_en && old.postCodes === postCodes?.postCodes) continue;
        await untyped
          .updateTable(table)
          .set(postCodes ? { name_en: row.name_en, postCode: postCodes.postCode, postCodes: postCodes.postCodes } : { name_en: row.name_en })
          .where('_id', '=', row._id)
          .execute();
      }
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's migrations run outside one.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, await thaiAddressData(), (await checkedThaiAddressData()).data);
  await db.schema.alterTable('admin_members').addColumn('postCode', 'text', (c) => c.notNull().defaultTo('')).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table admin_members alter column "postCode" type text collate "C"`.execute(db);
  }
  await sql`update admin_members set "postCode" = coalesce((select d."postCode" from location_districts d where d.id = admin_members.district), '') where district <> ''`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_members').dropColumn('postCode').execute();
  await rewrite(db, (await checkedThaiAddressData()).data, await thaiAddressData());
}
