/**
 * Every Thai pack of the storefront and member pages at once, named, for tests (the Thai packs test,
 * the back-office's, which reads spec texts in Thai): the browser loads them by group instead
 * (thaiTexts.ts, locale.ts useTexts), so the first page carries only its own.
 */
import { healthTexts } from '../contract/health';
import { catalogueTexts, conflictTexts, inputTexts, limitTexts, orderTexts, serverMessages, specTexts } from '../contract/texts';
import { accountTexts, clientTexts, messages, skuTexts } from '../messages';
import { aboutUs, pageTexts } from '../store/pageTexts';
import { priceTexts } from '../store/product/priceTexts';
import { sampleTexts } from '../store/samples/sampleTexts';
import { productTexts } from '../store/productTexts';
import { navSearchTexts } from '../store/search/navSearchTexts';
import { searchTexts } from '../store/search/searchTexts';
import { colourTexts } from '../store/colour/colourTexts';
import { filterTexts } from '../store/filters/filterTexts';
import { storeTexts } from '../store/texts';
import type { Pack } from './pack';
import { packs as accountPacks } from './th/account';
import { packs as backOfficePacks } from './th/backOffice';
import { packs as cataloguePacks } from './th/catalogue';
import { packs as framePacks } from './th/frame';
import { packs as pagesPacks } from './th/pages';
import { catalogueTextsTh, conflictTextsTh, healthTextsTh, inputTextsTh, limitTextsTh, orderTextsTh, serverMessagesTh, specTextsTh } from '../contract/th/texts';
import { swapTexts, type Locale } from './translation';

/** A pack with where its English lives, for a failing test to name. */
export interface NamedPack {
  name: string;
  live: object;
  th: unknown;
}

const names = new Map<object, string>(
  Object.entries({
    'contract/texts specTexts': specTexts,
    'contract/texts serverMessages': serverMessages,
    'contract/texts limitTexts': limitTexts,
    'contract/texts catalogueTexts': catalogueTexts,
    'contract/texts conflictTexts': conflictTexts,
    'contract/texts orderTexts': orderTexts,
    'contract/texts inputTexts': inputTexts,
    'contract/health healthTexts': healthTexts,
    'messages messages': messages,
    'messages accountTexts': accountTexts,
    'messages skuTexts': skuTexts,
    'messages clientTexts': clientTexts,
    'store/texts storeTexts': storeTexts,
    'store/pageTexts pageTexts': pageTexts,
    'store/pageTexts aboutUs': aboutUs,
    'store/productTexts productTexts': productTexts,
    'store/product/priceTexts priceTexts': priceTexts,
    'store/samples/sampleTexts sampleTexts': sampleTexts,
    'store/search searchTexts': searchTexts,
    'store/filters filterTexts': filterTexts,
    'store/colour colourTexts': colourTexts,
    'store/search navSearchTexts': navSearchTexts,
  }).map(([name, live]) => [live, name]),
);

/**
 * The contract's texts in Thai: the server answers a Thai page with them (server/plugins/answerLanguage.ts),
 * so no screen swaps them; their packs are checked here all the same.
 */
const serverPacks: Pack[] = [
  [specTexts, specTextsTh],
  [serverMessages, serverMessagesTh],
  [limitTexts, limitTextsTh],
  [catalogueTexts, catalogueTextsTh],
  [conflictTexts, conflictTextsTh],
  [orderTexts, orderTextsTh],
  [inputTexts, inputTextsTh],
  [healthTexts, healthTextsTh],
];

const groups: Record<string, Pack[]> = {
  frame: framePacks,
  catalogue: cataloguePacks,
  pages: pagesPacks,
  account: accountPacks,
  backOffice: backOfficePacks,
  server: serverPacks,
};

/** Every pack, parts of one object (messages) each on its own, named by its English and its group. */
export const corePacks: NamedPack[] = Object.entries(groups).flatMap(([group, packs]) =>
  packs.map(([live, th]) => ({ name: `${names.get(live) ?? '(unnamed)'} [${group}]`, live, th })),
);

export function applyCorePacks(locale: Locale): void {
  for (const { live, th } of corePacks) swapTexts(live, locale === 'th' ? (th as never) : null);
}
