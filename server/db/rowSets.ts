import type { Db } from './index.js';

/**
 * Rows kept for a revert (issue 20 §2), shared by the activity log and the writes that log their own
 * rows (a SKU import).
 */

/** The rows of `tbl` whose `keyCol` is `keyVal`, before and after an entry's write (a record is one row; a record's links several). */
export interface RowSet {
  tbl: string;
  keyCol: string;
  keyVal: string;
  before: Record<string, unknown>[];
  after: Record<string, unknown>[];
}

/** The rows of `tbl` whose `keyCol` is one of `values`, grouped by that value. */
export async function rowsByKey(db: Db, tbl: string, keyCol: string, values: readonly string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  for (let i = 0; i < values.length; i += 500) {
    const rows = (await db
      .selectFrom(tbl as 'skus')
      .selectAll()
      .where(keyCol as '_id', 'in', values.slice(i, i + 500))
      .execute()) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const k = String(row[keyCol]);
      out.set(k, [...(out.get(k) ?? []), row]);
    }
  }
  return out;
}

