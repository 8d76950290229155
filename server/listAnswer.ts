import type { ListQuery } from '../src/contract/listQuery.js';
import { dayRange, listParamsOf, pageRows, placed } from '../src/contract/listRows.js';
import { badRequest } from './plugins/errors.js';
import { inputTexts, serverMessages } from '../src/contract/texts.js';

/**
 * A list call's answer (issue 17 §1): the whole list when no page was asked for (spec.md's shape), or
 * the page the query names with `total`, searched over `searchFields` and sorted on the server.
 */
export function listAnswer<T>(
  rows: readonly T[],
  query: ListQuery,
  searchFields: readonly string[],
  { keep, ordered = false }: ListOptions<T> = {},
): { message: string; result: T[]; total?: number } {
  const params = listParamsOf(query);
  if (!params) return { message: serverMessages.ok, result: keep ? rows.filter(keep) : [...rows] };
  // A row's place in the admin's order is counted over every row, before the filters.
  const numbered = ordered ? placed(rows) : rows;
  const { data, total } = pageRows(keep ? numbered.filter(keep) : numbered, params, searchFields);
  return { message: serverMessages.ok, result: data, total };
}

interface ListOptions<T> {
  /** The call's own filters (e.g. Active): the rows that pass. */
  keep?: (row: T) => boolean;
  /**
   * The rows are in an order the admin sets (issue 17 §5): a page's rows carry `position` and
   * `places` (src/contract/listQuery.ts), so a page shows each row's place on the storefront.
   */
  ordered?: boolean;
}

/**
 * A list call's date range (issue 17 §1) as instants for SQL (`createAt >= since and createAt < before`),
 * or 400 naming the bad end (`querystring.dateFrom is not a real date: 2026-02-30`).
 */
export function createdBetween(where: 'querystring' | 'body', range: { dateFrom?: string; dateTo?: string }): { since?: string; before?: string } {
  const r = dayRange(range);
  if ('notADay' in r) throw badRequest(inputTexts.notADay(`${where}.${r.notADay}`, r.day));
  if ('endsBefore' in r) throw badRequest(inputTexts.endsBefore(`${where}.dateTo`, range.dateTo!, range.dateFrom!));
  return r;
}

/** A yes/no query filter as a boolean, undefined when absent. */
export const yesNo = (v: 'true' | 'false' | undefined): boolean | undefined => (v === undefined ? undefined : v === 'true');
