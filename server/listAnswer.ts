import { listParamsOf, pageRows, type ListQuery } from '../src/contract/listQuery.js';
import { serverMessages } from '../src/contract/texts.js';

/**
 * A list call's answer (issue 17 §1): the whole list when no page was asked for (spec.md's shape), or
 * the page the query names with `total`, searched over `searchFields` and sorted on the server.
 */
export function listAnswer<T>(rows: readonly T[], query: ListQuery, searchFields: readonly string[]): { message: string; result: T[]; total?: number } {
  const params = listParamsOf(query);
  if (!params) return { message: serverMessages.ok, result: [...rows] };
  const { data, total } = pageRows(rows, params, searchFields);
  return { message: serverMessages.ok, result: data, total };
}
