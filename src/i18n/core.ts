/**
 * The storefront's and member pages' packs, loaded on demand: the entry (main.tsx) gives this to
 * locale.ts, so the lazy import lives in the first page's own chunk (one module-preload helper there,
 * not another beside locale.ts). An English visitor never loads the packs until they switch.
 */
import type { TextsApplier } from './locale';
import { DEFAULT_LOCALE } from './locales';

let loaded = false;
export const coreTexts: TextsApplier = async (locale) => {
  if (locale === DEFAULT_LOCALE && !loaded) return;
  const packs = await import('./packs');
  loaded = true;
  packs.applyCorePacks(locale);
};
