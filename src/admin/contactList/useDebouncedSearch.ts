import { useEffect, useState } from 'react';

/** Milliseconds after the last keystroke before a pop-up asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * Runs `search(text)` once typing pauses, when `ready`; the previous request is aborted. `data` is
 * the answer for `text` (undefined while it is on its way, or when the call failed).
 */
export function useDebouncedSearch<T>(text: string, ready: boolean, search: (text: string, signal: AbortSignal) => Promise<T>): { data: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ text: string; data: T | undefined }>({ text: '', data: undefined });
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(text, controller.signal).then(
        (data) => setState({ text, data }),
        () => {
          if (!controller.signal.aborted) setState({ text, data: undefined });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, ready, search]);
  const current = ready && state.text === text;
  return { data: current ? state.data : undefined, loading: ready && !current };
}
