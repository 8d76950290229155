import type { Db } from '../../db/index.js';
import type { ActivityLogTable, Database } from '../../db/schema.js';

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
  if (filter.recordId) q = q.where('recordId', '=', filter.recordId);
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
