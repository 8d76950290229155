import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL only (SQLite: nothing to do). Text compares the same on both engines: every text column
 * gets the "C" collation, so ORDER BY sorts by code point as SQLite's BINARY does, and lower() folds
 * ASCII letters only as SQLite's does (the search patterns and name checks assume it). Without it, the
 * result depended on the locale the PostgreSQL server was created with: under en-US, 'apple' sorted
 * before 'Apple' and 'Zebra', and lower('É') was 'é', so an admin keyword search in capitals missed
 * accented names that SQLite found. Indexes on these columns are rebuilt; no row is rewritten.
 * Columns added by later migrations must say `collate "C"` on PostgreSQL (tests/api/engine-parity
 * checks every text column).
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function setCollation(db: Kysely<unknown>, collation: 'C' | 'default'): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and data_type = 'text' and table_name not like 'kysely\\_%'
    order by table_name, ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const r of rows) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.column]);
  for (const [table, columns] of byTable) {
    const changes = sql.join(columns.map((c) => sql`alter column ${sql.ref(c)} type text collate ${sql.id(collation)}`));
    await sql`alter table ${sql.table(table)} ${changes}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await setCollation(db, 'C');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await setCollation(db, 'default');
}
