import useSWR, { type SWRConfiguration } from 'swr';
import { api } from '../api/client';
import type { ListStatus } from '../contract/common';

/** SWR over the one client: GET when `body` is undefined, POST with `body` otherwise. Reads `result`. */
export function useResult<T>(key: string | null, body?: unknown, config?: SWRConfiguration<T>) {
  const swr = useSWR<T>(
    key === null ? null : [key, body === undefined ? null : JSON.stringify(body)],
    async () => {
      const r = body === undefined ? await api.get<{ result: T }>(key!) : await api.post<{ result: T }>(key!, body);
      return r.data.result;
    },
    { revalidateOnFocus: false, ...config },
  );
  return swr;
}

/** spec.md's list status: READY once loaded, NO_DATA when the load failed or came back empty. */
export function listStatus<T>(data: T[] | undefined, error: unknown): ListStatus | 'LOADING' {
  if (error) return 'NO_DATA';
  if (data === undefined) return 'LOADING';
  return data.length ? 'READY' : 'NO_DATA';
}
