import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ActivityLogTable, Database } from '../../db/schema.js';
import { rowsByKey, type RowSet } from '../../db/rowSets.js';

export { rowsByKey, type RowSet };

/** Gives the event loop a turn between batches. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A table the activity log reads records from, and the column that names a record. */
export interface RecordSource {
  table: keyof Database;
  key: string;
}

/** The records `ids` name, as stored (key → row). Read before a write and again after it. */
export async function readRecords(db: Db, source: RecordSource, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await db
      .selectFrom(source.table as 'skus')
      .selectAll()
      .where(source.key as '_id', 'in', ids.slice(i, i + 500))
      .execute()) as unknown as Record<string, unknown>[];
    for (const row of rows) found.set(String(row[source.key]), row);
  }
  return found;
}

export const adminName = async (db: Db, id: string): Promise<string> =>
  (await db.selectFrom('admins').select(['fullName', 'email']).where('_id', '=', id).executeTakeFirst())?.fullName ?? '';

/** An entry to append: a row of activity_log but its sequence number, which the table gives. */
export type NewEntry = Omit<ActivityLogTable, 'seq'>;

/** Appends entries; the log has no update or delete. */
export async function appendEntries(db: Db, entries: readonly NewEntry[]): Promise<void> {
  if (entries.length) await db.insertInto('activity_log').values([...entries]).execute();
}

export interface EntryFilter {
  adminId?: string;
  resource?: string;
  recordId?: string;
  since?: string;
  before?: string;
}

/** One page of the log, newest first, and how many entries match. */
export async function listEntries(db: Db, filter: EntryFilter, page: { limit: number; offset: number }) {
  let q = db.selectFrom('activity_log');
  if (filter.adminId) q = q.where('adminId', '=', filter.adminId);
  if (filter.resource) q = q.where('resource', '=', filter.resource);
  const { recordId } = filter;
  // A record's entries: those naming it, and the imports (or their rollbacks) whose kept rows it is among.
  if (recordId) q = q.where((eb) => eb.or([eb('recordId', '=', recordId), eb('seq', 'in', eb.selectFrom('activity_rows').select('seq').where('keyVal', '=', recordId))]));
  if (filter.since) q = q.where('at', '>=', filter.since);
  if (filter.before) q = q.where('at', '<', filter.before);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('seq', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One entry by its number. */
export const getEntry = (db: Db, seq: number) => db.selectFrom('activity_log').selectAll().where('seq', '=', seq).executeTakeFirst();

// --- Kept rows (migration 030_activity_rows): what a delete or an import changed, whole, for its revert

/** Kept rows written per statement: one JSON parameter each, however many rows. */
const KEPT_CHUNK = 2000;

/**
 * Appends one entry and its kept rows (in the caller's transaction); answers its number. The rows go
 * in as one JSON array per statement (`insert … select` from json_each / json_to_recordset), not as
 * seven parameters a row: a 50,000-row import's log is 25 statements whose SQL is the same short text.
 */
export async function appendEntryWithRows(trx: Db, entry: NewEntry, sets: readonly RowSet[]): Promise<number> {
  const { seq } = await trx.insertInto('activity_log').values(entry).returning('seq').executeTakeFirstOrThrow();
  const pg = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (let i = 0; i < sets.length; i += KEPT_CHUNK) {
    const rows = sets.slice(i, i + KEPT_CHUNK).map((s, k) => [i + k, s.tbl, s.keyCol, s.keyVal, JSON.stringify(s.before), typeof s.after === 'string' ? s.after : JSON.stringify(s.after)]);
    const json = JSON.stringify(rows);
    await (pg
      ? sql`insert into activity_rows ("seq", "n", "tbl", "keyCol", "keyVal", "before", "after")
            select ${seq}::integer, (x->>0)::integer, x->>1, x->>2, x->>3, x->>4, x->>5 from json_array_elements(${json}::json) as x`
      : sql`insert into activity_rows ("seq", "n", "tbl", "keyCol", "keyVal", "before", "after")
            select ${seq}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 from json_each(${json})`
    ).execute(trx);
    if (sets.length > KEPT_CHUNK) await turn(); // a whole import's rows: the site keeps answering meanwhile
  }
  return Number(seq);
}

/** The advisory lock reverts take (any number; this one spells "REVT"). */
const REVERT_LOCK = 0x52455654;

/**
 * Makes the reverts of kept rows take turns, from the check to the commit (issue 20 §2: two admins
 * reverting the same import at once): on PostgreSQL a transaction-level advisory lock, released by the
 * commit or rollback, so the second revert checks the rows only once the first has written them. SQLite
 * runs one transaction at a time on its one connection, so nothing is needed there.
 */
export async function lockReverts(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${REVERT_LOCK})`.execute(trx);
}

/** An entry's kept rows, in the order they were written. */
export async function keptRows(db: Db, seq: number): Promise<RowSet[]> {
  const rows = await db.selectFrom('activity_rows').selectAll().where('seq', '=', seq).orderBy('n').execute();
  return rows.map((r) => ({
    tbl: r.tbl,
    keyCol: r.keyCol,
    keyVal: r.keyVal,
    before: JSON.parse(r.before) as Record<string, unknown>[],
    after: r.after.startsWith('#') ? r.after : (JSON.parse(r.after) as Record<string, unknown>[]),
  }));
}

/**
 * Puts a set's rows as `rows` say: a record (`single`) is updated in place (its links and version stay
 * its own; the version moves on, so a dialog opened before is refused), inserted when it is gone, or
 * deleted; a set of link rows is replaced whole. A record updated in place names the reverting admin and
 * the time as its last change (a dialog refused after it says who and when).
 */
export async function putRows(
  trx: Db,
  set: Pick<RowSet, 'tbl' | 'keyCol' | 'keyVal'>,
  rows: Record<string, unknown>[],
  single: boolean,
  exists: boolean,
  stamp: { now: string; adminId: string },
): Promise<void> {
  const table = set.tbl as 'skus';
  const key = set.keyCol as '_id';
  if (!single || !rows.length) {
    await trx.deleteFrom(table).where(key, '=', set.keyVal).execute();
    if (rows.length) await trx.insertInto(table).values(rows as never).execute();
    return;
  }
  const row = rows[0]!;
  if (!exists) {
    await trx.insertInto(table).values(row as never).execute();
    return;
  }
  const { [set.keyCol]: _, version, ...fields } = row;
  const moved = version === undefined ? {} : { version: sql<number>`"version" + 1`, updatedAt: stamp.now, updatedBy: stamp.adminId };
  await trx.updateTable(table).set({ ...fields, ...moved } as never).where(key, '=', set.keyVal).execute();
}

/** Deletes the rows of `tbl` whose `keyCol` is one of `values`, 500 at a time. */
export async function deleteRows(trx: Db, tbl: string, keyCol: string, values: readonly string[]): Promise<void> {
  for (let i = 0; i < values.length; i += 500) await trx.deleteFrom(tbl as 'skus').where(keyCol as '_id', 'in', values.slice(i, i + 500)).execute();
}

export { laterEntry } from '../../db/queries.js';

/** The newest entry after `seq` made by one of `calls` ('METHOD /path'): who and when. */
export const laterCall = (db: Db, seq: number, calls: readonly string[]) =>
  calls.length
    ? db.selectFrom('activity_log').select(['adminName', 'at']).where('seq', '>', seq).where('call', 'in', calls).orderBy('seq', 'desc').executeTakeFirst()
    : Promise.resolve(undefined);

/** The entries of `call` within `span` of entry `seq` (those appended with it, and a few others), in order. */
export const entriesNear = (db: Db, seq: number, span: number, call: string) =>
  db.selectFrom('activity_log').selectAll().where('seq', '>=', seq - span).where('seq', '<=', seq + span).where('call', '=', call).orderBy('seq').execute();

/** Every row of a table an admin puts in order (sliders, categories, blog posts), whole: its id, place and when added are what a reorder's revert reads. */
export async function orderedRows(db: Db, table: 'sliders' | 'categories' | 'blogs'): Promise<({ _id: string; sortOrder: unknown; createAt: unknown } & Record<string, unknown>)[]> {
  return (await db.selectFrom(table).selectAll().execute()) as unknown as ({ _id: string; sortOrder: unknown; createAt: unknown } & Record<string, unknown>)[];
}

/** Removes the entries (and their kept rows) written before `cutoff`; answers how many entries. */
export async function pruneEntries(db: Db, cutoff: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('activity_rows')
      .where('seq', 'in', (eb) => eb.selectFrom('activity_log').select('seq').where('at', '<', cutoff))
      .execute();
    const r = await trx.deleteFrom('activity_log').where('at', '<', cutoff).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}

// --- Writes under way (migration 032_activity_pending): no change without its entry

export type PendingRow = Database['activity_pending'];

/** Notes a write about to run, before its handler: when this fails, the write does not run. */
export async function addPending(db: Db, row: PendingRow): Promise<void> {
  await db.insertInto('activity_pending').values(row).execute();
}

/**
 * Takes a write's pending row in the transaction that appends its entries (or that wrote it, logging
 * within): true for the one caller that removed it, so a write is logged once, by whoever settles it.
 */
export async function claimPending(trx: Db, id: string): Promise<boolean> {
  const r = await trx.deleteFrom('activity_pending').where('_id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Pending rows settled at a time. */
export const PENDING_PAGE = 500;

/** Pending rows that may be settled: this server's own (the caller leaves out those in flight), and any older than `leaseCutoff`. */
export async function pendingToSettle(db: Db, owner: string, leaseCutoff: string): Promise<PendingRow[]> {
  return db
    .selectFrom('activity_pending')
    .selectAll()
    .where((eb) => eb.or([eb('owner', '=', owner), eb('at', '<', leaseCutoff)]))
    .orderBy('at')
    .limit(PENDING_PAGE)
    .execute();
}
