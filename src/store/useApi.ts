import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import { callApi, type CallInput } from '../api/client';
import { fillPath, type Call } from '../contract/call';
import type { ListStatus } from '../contract/common';

/** What a public read takes besides its declaration: path parameters and a JSON body. */
type ReadInput = { params?: Record<string, string | number>; body?: unknown };

/** The SWR cache key of a call: its filled path and JSON body (null for none). */
const resultKey = (read: Call, input: ReadInput = {}) => [fillPath(read.path, input.params), input.body === undefined ? null : JSON.stringify(input.body)] as const;

/** One declared call over the one client. Reads `result`. */
async function fetchResult<T>(read: Call, input?: ReadInput): Promise<T> {
  return ((await callApi(read, input as CallInput<Call>)).data as { result: T }).result;
}

/** SWR over fetchResult; `read` null means "not yet" (e.g. while a route parameter is missing). */
export function useResult<T>(read: Call | null, input?: ReadInput, config?: SWRConfiguration<T>) {
  return useSWR<T>(read === null ? null : resultKey(read, input), () => fetchResult<T>(read!, input), { revalidateOnFocus: false, ...config });
}

/**
 * Starts a call now, before any component asks for it; the component's useResult with the same path
 * and body then gets this request's answer instead of making its own.
 */
export function preloadResult<T>(read: Call, input?: ReadInput): Promise<T> {
  const key = resultKey(read, input);
  return preload(key, () => fetchResult<T>(read, input)).then((data) => {
    // Also into the cache: a component mounting after the answer renders it at once, not a skeleton first.
    void mutate(key, data, { revalidate: false });
    return data;
  });
}

/** spec.md's list status: READY once loaded, NO_DATA when the load failed or came back empty. */
export function listStatus<T>(data: T[] | undefined, error: unknown): ListStatus | 'LOADING' {
  if (error) return 'NO_DATA';
  if (data === undefined) return 'LOADING';
  return data.length ? 'READY' : 'NO_DATA';
}
