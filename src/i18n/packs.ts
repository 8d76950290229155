/**
 * The storefront's and member pages' Thai packs, each beside the live text object it translates: a
 * lazy chunk (locale.ts imports it only for a Thai visitor, or once someone switches), so the Thai
 * texts never weigh on an English visitor's first page.
 */
import { healthTexts } from '../contract/health';
import { catalogueTexts, conflictTexts, limitTexts, orderTexts, serverMessages, specTexts } from '../contract/texts';
import { accountTexts, messages, skuTexts } from '../messages';
import { aboutUs, pageTexts } from '../store/pageTexts';
import { priceTexts } from '../store/product/priceTexts';
import { productTexts } from '../store/productTexts';
import { navSearchTexts } from '../store/search/navSearchTexts';
import { searchTexts } from '../store/search/searchTexts';
import { storeTexts } from '../store/texts';
import { catalogueTextsTh, conflictTextsTh, healthTextsTh, limitTextsTh, orderTextsTh, serverMessagesTh, specTextsTh } from '../contract/th/texts';
import { accountTextsTh, messagesTh, skuTextsTh } from './th/messages';
import { aboutUsTh, navSearchTextsTh, pageTextsTh, priceTextsTh, productTextsTh, searchTextsTh, storeTextsTh } from './th/store';
import { registerMessageTranslator } from './locale';
import { swapTexts, type Locale, type Translation } from './translation';

export interface Pack {
  /** Where the English lives, for a failing test to name. */
  name: string;
  live: object;
  th: unknown;
}

/** One live object and its Thai values, typed: a missing key or a function with other arguments fails the type check. */
const pack = <T extends object>(name: string, live: T, th: Translation<T>): Pack => ({ name, live, th });

/** Every text object the storefront and member pages read, with its Thai pack. */
export const corePacks: Pack[] = [
  pack('contract/texts specTexts', specTexts, specTextsTh),
  pack('contract/texts serverMessages', serverMessages, serverMessagesTh),
  pack('contract/texts limitTexts', limitTexts, limitTextsTh),
  pack('contract/texts catalogueTexts', catalogueTexts, catalogueTextsTh),
  pack('contract/texts conflictTexts', conflictTexts, conflictTextsTh),
  pack('contract/texts orderTexts', orderTexts, orderTextsTh),
  pack('contract/health healthTexts', healthTexts, healthTextsTh),
  pack('messages messages', messages, messagesTh),
  pack('messages accountTexts', accountTexts, accountTextsTh),
  pack('messages skuTexts', skuTexts, skuTextsTh),
  pack('store/texts storeTexts', storeTexts, storeTextsTh),
  pack('store/pageTexts pageTexts', pageTexts, pageTextsTh),
  pack('store/pageTexts aboutUs', aboutUs, aboutUsTh(aboutUs)),
  pack('store/productTexts productTexts', productTexts, productTextsTh),
  pack('store/product/priceTexts priceTexts', priceTexts, priceTextsTh),
  pack('store/search searchTexts', searchTexts, searchTextsTh),
  pack('store/search navSearchTexts', navSearchTexts, navSearchTextsTh),
];

/** English text → its Thai, for every plain text of the packs (built before the first swap, from the English). */
function reverseLookup(packs: Pack[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (en: unknown, th: unknown) => {
    if (typeof en === 'string' && typeof th === 'string') {
      if (!map.has(en)) map.set(en, th);
    } else if (en && th && typeof en === 'object' && typeof th === 'object') {
      for (const key of Object.keys(en)) walk((en as Record<string, unknown>)[key], (th as Record<string, unknown>)[key]);
    }
  };
  for (const { live, th } of packs) walk(live, th);
  return map;
}
const thaiOf = reverseLookup(corePacks);
/** The per-account limit's 429 names its wait: the English function, kept before any swap. */
const englishTryAgainIn = limitTexts.tryAgainIn;
function readWait(message: string): number | null {
  const n = Number(/\d+/.exec(message)?.[0]);
  if (!n) return null;
  if (englishTryAgainIn(n) === message) return n;
  return englishTryAgainIn(n * 60) === message ? n * 60 : null;
}

/** A server answer in Thai, when it is one of the packs' texts. */
export function thaiServerMessage(message: string): string | null {
  const plain = thaiOf.get(message);
  if (plain !== undefined) return plain;
  const wait = readWait(message);
  if (wait !== null) return limitTextsTh.tryAgainIn(wait);
  return null;
}

let unregister: (() => void) | null = null;

export function applyCorePacks(locale: Locale): void {
  for (const { live, th } of corePacks) swapTexts(live, locale === 'th' ? (th as never) : null);
  unregister?.();
  unregister = locale === 'th' ? registerMessageTranslator(thaiServerMessage) : null;
}
