import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import { api } from '../api/client';
import type { ListStatus } from '../contract/common';

/** The SWR cache key of a call: its path and JSON body (null for a GET). */
const resultKey = (path: string, body?: unknown) => [path, body === undefined ? null : JSON.stringify(body)] as const;

/** One call over the one client: GET when `body` is undefined, POST with `body` otherwise. Reads `result`. */
async function fetchResult<T>(path: string, body?: unknown): Promise<T> {
  const r = body === undefined ? await api.get<{ result: T }>(path) : await api.post<{ result: T }>(path, body);
  return r.data.result;
}

/** SWR over fetchResult; `key` null means "not yet" (e.g. while a route parameter is missing). */
export function useResult<T>(key: string | null, body?: unknown, config?: SWRConfiguration<T>) {
  return useSWR<T>(key === null ? null : resultKey(key, body), () => fetchResult<T>(key!, body), { revalidateOnFocus: false, ...config });
}

/**
 * Starts a call now, before any component asks for it; the component's useResult with the same path
 * and body then gets this request's answer instead of making its own.
 */
export function preloadResult<T>(path: string, body?: unknown): Promise<T> {
  const key = resultKey(path, body);
  return preload(key, () => fetchResult<T>(path, body)).then((data) => {
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
