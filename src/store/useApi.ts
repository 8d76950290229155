import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import { api, callApi, type CallInput } from '../api/client';
import { fillPath, type Call } from '../contract/call';
import type { ListStatus } from '../contract/common';

/** A public read: a declared call and what it takes (path parameters, JSON body). */
type Read = Call | string;
type ReadInput = { params?: Record<string, string | number>; body?: unknown } | undefined;

/** The SWR cache key of a call: its filled path and JSON body (null for none). */
const resultKey = (read: Read, input: unknown) => {
  const { params, body } = (input ?? {}) as NonNullable<ReadInput>;
  return typeof read === 'string' ? ([read, input === undefined ? null : JSON.stringify(input)] as const) : ([fillPath(read.path, params), body === undefined ? null : JSON.stringify(body)] as const);
};

/** One call over the one client. Reads `result`. */
async function fetchResult<T>(read: Read, input: unknown): Promise<T> {
  if (typeof read !== 'string') return ((await callApi(read, input as CallInput<Call>)).data as { result: T }).result;
  const r = input === undefined ? await api.get<{ result: T }>(read) : await api.post<{ result: T }>(read, input);
  return r.data.result;
}

/** SWR over fetchResult; `read` null means "not yet" (e.g. while a route parameter is missing). */
export function useResult<T>(read: Read | null, input?: unknown, config?: SWRConfiguration<T>) {
  return useSWR<T>(read === null ? null : resultKey(read, input), () => fetchResult<T>(read!, input), { revalidateOnFocus: false, ...config });
}

/**
 * Starts a call now, before any component asks for it; the component's useResult with the same path
 * and body then gets this request's answer instead of making its own.
 */
export function preloadResult<T>(read: Read, input?: unknown): Promise<T> {
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
