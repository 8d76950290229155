import { callApi, type ApiResponse } from '../api/client';
import type { Call } from '../contract/call';
import { withId, type ResourceCalls } from './types';

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
 * The dataProvider row of a resource whose screen lists everything and adds, edits and deletes one
 * record: `body` turns what the dialog holds into what add and update send (JSON or multipart).
 */
export function crudCalls<T extends { _id: string }>(
  api: CrudApi,
  body: (input: Record<string, unknown>) => FormData | Record<string, unknown>,
  searchFields: string[],
): ResourceCalls<T & { id: string }> {
  return {
    list: async () => ((await anyCall(api.list)).data.result as T[]).map(withId),
    create: async (input) => withId((await anyCall(api.add, { body: body(input) })).data.result as T),
    update: async (id, input) => withId((await anyCall(api.update, { params: { id: String(id) }, body: body(input as Record<string, unknown>) })).data.result as T),
    delete: async (id) => {
      await anyCall(api.delete, { params: { id: String(id) } });
    },
    searchFields,
  };
}
