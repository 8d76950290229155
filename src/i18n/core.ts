/**
 * The storefront's and member pages' texts in a language (issue 19), given by the entry (main.tsx) to
 * locale.ts. English costs nothing: an English visitor who never switches loads no pack. The Thai
 * runtime (thaiTexts.ts: the first page's pack, and each other group's chunk as screens ask for it)
 * is a lazy chunk, its import here in the first page's own chunk.
 */
import type { TextsApplier } from './locale';
import { DEFAULT_LOCALE } from './locales';

let started = false;
export const coreTexts: TextsApplier = async (locale, groups) => {
  if (locale === DEFAULT_LOCALE && !started) return;
  const thai = await import('./thaiTexts');
  started = true;
  await thai.applyTexts(locale, groups);
};
