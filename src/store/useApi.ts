import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { callApi, type CallInput } from '../api/client';
import { fillPath, type Call } from '../contract/call';
import type { ListStatus } from '../contract/common';

/**
 * The storefront's reads: one answer per key, shared by every component that asks for it (one request
 * while it is under way, then the stored answer), in a few lines instead of a data-fetching library
 * (swr was 5.3 kB gzip of the first page's 150, issue 19's budget).
 */

/** What a public read takes besides its declaration: path parameters, a JSON body, a query. */
type ReadInput = { params?: Record<string, string | number>; body?: unknown; query?: Record<string, string> };

/** A key's state: the last answer or error. A new object on every change (useSyncExternalStore's snapshot). */
type State<T> = { data?: T; error?: Error };
type Entry = { state: State<unknown>; pending?: Promise<unknown>; listeners: Set<() => void> };

const EMPTY: State<never> = {};
const cache = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) cache.set(key, (entry = { state: EMPTY, listeners: new Set() }));
  return entry;
}

/** Asks once per key while a request is under way; the answer (or error) goes to every component showing the key. */
function load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = entryOf(key);
  if (entry.pending) return entry.pending as Promise<T>;
  const set = (state: State<unknown>) => {
    if (entry.pending === pending) entry.pending = undefined;
    entry.state = state;
    entry.listeners.forEach((l) => l());
  };
  const pending: Promise<T> = fetcher().then(
    (data) => (set({ data }), data),
    (error: unknown) => {
      set({ data: entry.state.data, error: error instanceof Error ? error : new Error(String(error)) });
      throw error;
    },
  );
  entry.pending = pending;
  return pending;
}

/**
 * The answers the server drew the page's first HTML with (src/entry-server.tsx): what the first render
 * shows, on the server and, hydrating, in the browser (useSyncExternalStore's server snapshot), so the
 * two agree even when another answer arrives before hydration ends.
 */
const firstAnswers = new Map<string, State<unknown>>();

/** Forgets every stored answer (tests start each screen from nothing; the server starts each page so). */
export function clearResults(): void {
  cache.clear();
  firstAnswers.clear();
}

/** Stores answers by cache key as the page's first ones (the server's, sent in the page). */
export function seedResults(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) {
    const state = { data };
    firstAnswers.set(key, state);
    entryOf(key).state = state;
  }
}

/** Once every call under way has settled: the answers stored, by cache key (failed calls left out). */
export async function settledResults(): Promise<Record<string, unknown>> {
  // Again while any is under way: an answer may start another call (a colour page's closest colours).
  for (let pending = [...cache.values()].filter((e) => e.pending); pending.length; pending = [...cache.values()].filter((e) => e.pending)) {
    await Promise.allSettled(pending.map((e) => e.pending));
  }
  return Object.fromEntries([...cache].filter(([, e]) => e.state.data !== undefined && !e.state.error).map(([key, e]) => [key, e.state.data]));
}

export interface CachedOptions {
  /** Ask again when the component mounts even with an answer stored (a member's own prices). */
  revalidateOnMount?: boolean;
  /** While a new key loads, keep showing the previous key's answer (search pages). */
  keepPreviousData?: boolean;
}

/** The answer for `key` (null: not yet), asked with `fetcher` when none is stored or under way. */
export function useCached<T>(key: string | null, fetcher: () => Promise<T>, opts: CachedOptions = {}): State<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const { listeners } = entryOf(key);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key === null ? EMPTY : (cache.get(key)?.state ?? EMPTY)) as State<T>,
    () => (key === null ? EMPTY : (firstAnswers.get(key) ?? EMPTY)) as State<T>,
  );
  const { revalidateOnMount } = opts;
  useEffect(() => {
    if (key === null) return;
    const entry = entryOf(key);
    if (entry.state === EMPTY || entry.state.error !== undefined || revalidateOnMount) load(key, fetcher).catch(() => {});
    // The key names what the fetcher asks for: a new fetcher for the same key asks the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, revalidateOnMount]);
  // The last settled state, shown while a new key loads (keepPreviousData); stored during render, React's
  // pattern for information from earlier renders.
  const settled = state.data !== undefined || state.error !== undefined;
  const [previous, setPrevious] = useState<State<T>>(EMPTY);
  if (settled && previous !== state) setPrevious(state);
  return opts.keepPreviousData && !settled ? previous : state;
}

/** The cache key of a call: its filled path (with its query, if any) and JSON body. */
const resultKey = (read: Call, input: ReadInput = {}) =>
  JSON.stringify([fillPath(read.path, input.params) + (input.query ? `?${new URLSearchParams(input.query).toString()}` : ''), input.body === undefined ? null : input.body]);

/** One declared call over the one client. Reads `result`. */
async function fetchResult<T>(read: Call, input?: ReadInput): Promise<T> {
  return ((await callApi(read, input as CallInput<Call>)).data as { result: T }).result;
}

/** A declared read's `result`; `read` null means "not yet" (e.g. while a route parameter is missing). */
export function useResult<T>(read: Call | null, input?: ReadInput, opts?: CachedOptions) {
  return useCached<T>(read === null ? null : resultKey(read, input), () => fetchResult<T>(read!, input), opts);
}

/**
 * Starts a call now, before any component asks for it; the component's useResult with the same path
 * and body then gets this request's answer instead of making its own, and one mounting after the
 * answer renders it at once, not a skeleton first.
 */
export function preloadResult<T>(read: Call, input?: ReadInput): Promise<T> {
  return load(resultKey(read, input), () => fetchResult<T>(read, input));
}

/** spec.md's list status: READY once loaded, NO_DATA when the load failed or came back empty. */
export function listStatus<T>(data: T[] | undefined, error: unknown): ListStatus | 'LOADING' {
  if (error) return 'NO_DATA';
  if (data === undefined) return 'LOADING';
  return data.length ? 'READY' : 'NO_DATA';
}
