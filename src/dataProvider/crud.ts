import { callApi, type ApiResponse } from '../api/client';
import type { Call } from '../contract/call';
import { LIST_PER_PAGE_MAX, type ListQuery } from '../contract/listQuery';
import { pageRows } from '../contract/listRows';
import type { GetListParams } from 'react-admin';
import { withId, type ResourceCalls } from './types';
import { withVersion } from './version';

/** A resource's four calls as its contract declares them: the list, add, update by id, delete by id. */
interface CrudApi {
  list: Call;
  add: Call;
  update: Call;
  delete: Call;
}

/** callApi over any of those calls: the factory below cannot know each call's own types. */
const anyCall = callApi as (declared: Call, input?: { params?: Record<string, string | number>; body?: unknown }) => Promise<ApiResponse<{ result: never }>>;

/**
 * A screen's list params as a list call's query (src/contract/listQuery.ts): one page, sorted and
 * searched by the server, with the screen's own `filters` (named) as text (a boolean as 'true'/'false').
 */
export function listQueryOf(params: GetListParams, filters: readonly string[] = []): ListQuery {
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  const own: Record<string, string> = {};
  for (const key of filters) {
    const v: unknown = params.filter?.[key];
    if (typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v !== '')) own[key] = String(v);
  }
  return {
    page: String(params.pagination?.page ?? 1),
    perPage: String(params.pagination?.perPage ?? 25),
    ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order === 'DESC' ? 'DESC' : 'ASC' } : {}),
    ...(q ? { q } : {}),
    ...own,
  };
}

/**
 * Asks a paged list call for the screen's page: its rows and the count of all that match. A choice
 * list wanting every row (a dialog's select asks for more than a page holds) gets the whole list.
 */
export async function pagedList<T extends { _id: string }>(
  list: Call,
  params: GetListParams,
  searchFields: readonly string[] = [],
  filters: readonly string[] = [],
): Promise<{ data: Array<T & { id: string }>; total: number }> {
  const ask = callApi as (c: Call, i?: { query: ListQuery }) => Promise<ApiResponse<{ result: T[]; total?: number }>>;
  if ((params.pagination?.perPage ?? 0) > LIST_PER_PAGE_MAX) {
    const rows = (await ask(list)).data.result.map(withId);
    const { q, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
    return pageRows(rows, { sort: params.sort, q: typeof q === 'string' ? q : undefined, exact }, searchFields);
  }
  const { data } = await ask(list, { query: listQueryOf(params, filters) });
  return { data: data.result.map(withId), total: data.total ?? data.result.length };
}

/**
 * The dataProvider row of a resource whose screen lists everything and adds, edits and deletes one
 * record: `body` turns what the dialog holds into what add and update send (JSON or multipart).
 */
export function crudCalls<T extends { _id: string }>(
  api: CrudApi,
  body: (input: Record<string, unknown>) => FormData | Record<string, unknown>,
  searchFields: string[],
): ResourceCalls<T & { id: string }> {
  return {
    list: (params) => pagedList<T>(api.list, params, searchFields),
    create: async (input) => withId((await anyCall(api.add, { body: body(input) })).data.result as T),
    update: async (id, input) => {
      const values = input as Record<string, unknown>;
      return withId((await anyCall(api.update, { params: { id: String(id) }, body: withVersion(body(values), values) })).data.result as T);
    },
    delete: async (id) => {
      await anyCall(api.delete, { params: { id: String(id) } });
    },
    searchFields,
  };
}
