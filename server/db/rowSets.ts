import { createHash } from 'node:crypto';
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
  /**
   * The rows after the write; or, where only a later change needs to be told from them (a whole
   * import's rows), their digest (digestOf), which keeps the log about a third of the size.
   */
  after: Record<string, unknown>[] | string;
}

/**
 * Tables whose kept rows are not records of their own: what an import adds beside its records (rows
 * waiting for a photo, keyed by code; the compositions its sheet named first), and a colour photo's
 * record of its file (by file name). A revert replaces them whole, as a record's link rows, and does
 * not count them.
 */
export const BESIDE_TABLES = ['photo_waits', 'product_compositions', 'import_photos'] as const;

/**
 * Columns every save moves on, and a colour's measured colour (migration 028), which the server works
 * out from its photo some time after the photo is set: they say nothing about what an admin changed (a
 * revert puts them back with the rest of the row).
 */
export const NOISE = new Set(['version', 'updatedAt', 'updatedBy', 'modifyAt', 'updateAt', 'colourL', 'colourA', 'colourB', 'colourHex', 'colourFamily', 'colourOf']);

/** A row without the columns every save moves on, its keys in order. */
function plain(row: Record<string, unknown>): string {
  const keys = Object.keys(row).filter((k) => !NOISE.has(k)).sort();
  return JSON.stringify(keys.map((k) => row[k] ?? null), null) + JSON.stringify(keys);
}

/** Rows as a revert compares them: without the columns every save moves on, keys in order, rows in order. */
export const comparable = (rows: Record<string, unknown>[]) => (rows.length === 1 ? plain(rows[0]!) : rows.map(plain).sort().join('\n'));

/** A short digest of rows as compared (`#` and 22 characters of SHA-1, base64url). */
export const digestOf = (rows: Record<string, unknown>[]) => `#${createHash('sha1').update(comparable(rows)).digest('base64url').slice(0, 22)}`;

/** Whether `rows` are what a set's `after` says (its rows, or their digest). */
export const sameAsAfter = (rows: Record<string, unknown>[], after: RowSet['after']) => (typeof after === 'string' ? digestOf(rows) === after : comparable(rows) === comparable(after));

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

