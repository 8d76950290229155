import type { ListQuery } from './listQuery.js';

/**
 * A list's rows cut to a page, numbered, and its date range (issue 17 §1, §5): what the server runs for
 * paged list calls (server/listAnswer.ts) and the back-office for the lists it holds whole. Apart from
 * listQuery.ts's declarations, so the storefront's first page carries none of it.
 */

/** The rows as the server lists them (its order is the storefront's), each told its place. */
export const placed = <R,>(rows: readonly R[]): Array<R & { position: number; places: number }> => rows.map((r, i) => ({ ...r, position: i + 1, places: rows.length }));

const SHOP_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A date range as the instants it covers (ISO text, as createAt is stored): from `dateFrom`'s 00:00 in
 * Thailand (UTC+7 all year) up to, not including, the 00:00 after `dateTo`. Else what is wrong: the
 * end whose day is not a real date, or that the range ends before it starts (the caller words it).
 */
export type DayRangeFault = { notADay: 'dateFrom' | 'dateTo'; day: string } | { endsBefore: true };
export function dayRange(range: { dateFrom?: string; dateTo?: string }): { since?: string; before?: string } | DayRangeFault {
  const start = (name: 'dateFrom' | 'dateTo', day: string | undefined) => {
    if (!day) return undefined;
    const [y, m, d] = day.split('-').map(Number);
    const ms = Date.UTC(y!, m! - 1, d!);
    const back = new Date(ms);
    if (Number.isNaN(ms) || back.getUTCFullYear() !== y || back.getUTCMonth() !== m! - 1 || back.getUTCDate() !== d) return { notADay: name, day };
    return ms - SHOP_OFFSET_MS;
  };
  const from = start('dateFrom', range.dateFrom);
  const to = start('dateTo', range.dateTo);
  if (typeof from === 'object') return from;
  if (typeof to === 'object') return to;
  if (from !== undefined && to !== undefined && to < from) return { endsBefore: true };
  return {
    ...(from !== undefined ? { since: new Date(from).toISOString() } : {}),
    ...(to !== undefined ? { before: new Date(to + DAY_MS).toISOString() } : {}),
  };
}

export interface ListParams {
  page?: number;
  perPage?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  q?: string;
  /** Exact values of fields (the browser's own filters). */
  exact?: Record<string, unknown>;
}

const text = (v: unknown) => (v == null ? '' : String(v));

/**
 * Filters rows by `q` (case aside, anywhere in any of `searchFields`) and exact field values, sorts by
 * a field (numbers in text by their value), then cuts the page. The one definition of a list page,
 * run by the server for paged list calls and by the browser for the lists it holds whole.
 */
export function pageRows<T>(rows: readonly T[], params: ListParams, searchFields: readonly string[] = []): { data: T[]; total: number } {
  let out = [...rows];
  const q = params.q?.trim().toLowerCase();
  const field = (r: T, f: string) => (r as Record<string, unknown>)[f];
  if (q) out = out.filter((r) => searchFields.some((f) => text(field(r, f)).toLowerCase().includes(q)));
  for (const [k, v] of Object.entries(params.exact ?? {})) if (v !== undefined && v !== '') out = out.filter((r) => field(r, k) === v);
  if (params.sort?.field) {
    const { field: by, order } = params.sort;
    const dir = order === 'DESC' ? -1 : 1;
    out.sort((a, b) => text(field(a, by)).localeCompare(text(field(b, by)), undefined, { numeric: true }) * dir);
  }
  const total = out.length;
  if (params.page && params.perPage) out = out.slice((params.page - 1) * params.perPage, params.page * params.perPage);
  return { data: out, total };
}

/** A list call's query as ListParams (the server's side). */
export function listParamsOf(query: ListQuery): ListParams | undefined {
  if (!query.page) return undefined;
  return {
    page: Number(query.page),
    perPage: Number(query.perPage ?? 25),
    ...(query.sort ? { sort: { field: query.sort, order: query.order ?? 'ASC' } } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
}
