import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(fn, ms)`: setTimeout for a component, cleared when the component unmounts, so a dialog that
 * closes a moment after a save does not set the state of a screen that is gone.
 */
export function useLater(): (fn: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);
}
