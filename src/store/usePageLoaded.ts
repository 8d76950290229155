import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True while the server draws a page as it stands once loaded, for its styles only
 * (src/entry-server.tsx): the parts that wait for the page's load are drawn then, and their CSS comes
 * with the page, so the browser has none to compile and insert when they appear.
 */
export const DrawingAfterLoad = createContext(false);

/**
 * Whether the page has loaded (its pictures included). A list's secondary code (its filters, page
 * numbers, the colour chooser) waits for it when the first results are there to show: loaded beside the
 * first result's picture, it shared a phone's bandwidth and main thread with it (the product list's
 * largest picture drew ~450 ms later on a throttled connection).
 *
 * False on the first render, as the server drew it, and true from an effect, as a transition: the
 * render it starts yields to the browser every few milliseconds. (Read from a store with
 * useSyncExternalStore, a page that had loaded before it hydrated was drawn again at once, the whole
 * list in one long task, as React does for a store's change.)
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(useContext(DrawingAfterLoad));
  useEffect(() => {
    const done = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done);
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}
