import { useSyncExternalStore } from 'react';

const onLoad = (done: () => void) => {
  window.addEventListener('load', done);
  return () => window.removeEventListener('load', done);
};

/**
 * Whether the page has loaded (its pictures included). A list's secondary code (its filters, page
 * numbers, the colour chooser) waits for it when the first results are there to show: loaded beside the
 * first result's picture, it shared a phone's bandwidth and main thread with it (the product list's
 * largest picture drew ~450 ms later on a throttled connection).
 */
export const usePageLoaded = () => useSyncExternalStore(onLoad, () => document.readyState === 'complete', () => false);
