/**
 * The storefront's and member pages' Thai packs, each beside the live text object it translates: a
 * lazy chunk (locale.ts imports it only for a Thai visitor, or once someone switches), so the Thai
 * texts never weigh on an English visitor's first page.
 */
import { swapTexts, type Locale, type Translation } from './translation';

interface Pack {
  live: object;
  th: unknown;
}

/** One live object and its Thai values, typed: a missing key or a function with other arguments fails the type check. */
export const pack = <T extends object>(live: T, th: Translation<T>): Pack => ({ live, th });

/** Every text object the storefront and member pages read, with its Thai pack. */
export const corePacks: Pack[] = [];

export function applyCorePacks(locale: Locale): void {
  for (const { live, th } of corePacks) swapTexts(live, locale === 'th' ? (th as never) : null);
}
