/**
 * The Thai texts at run time (issue 19): a chunk only a Thai visitor (or a switch to Thai) loads. It
 * brings the first page's pack (th/frame.ts); every other group comes in a chunk of its own when a
 * screen that reads it asks (locale.ts useTexts), and is swapped again on every later switch.
 */
import type { TextGroup } from './locale';
import type { Pack } from './pack';
import { packs as framePacks } from './th/frame';
import { swapTexts, type Locale } from './translation';

const groups: Record<TextGroup, () => Promise<{ packs: Pack[] }>> = {
  catalogue: () => import('./th/catalogue'),
  pages: () => import('./th/pages'),
  account: () => import('./th/account'),
  backOffice: () => import('./th/backOffice'),
};

const loaded = new Map<string, Pack[]>([['frame', framePacks]]);

/** Loads `names`'s Thai (English needs no chunk), then puts every pack loaded so far into `locale`. */
export async function applyTexts(locale: Locale, names: readonly TextGroup[]): Promise<void> {
  if (locale !== 'en') await Promise.all(names.filter((n) => !loaded.has(n)).map(async (n) => loaded.set(n, (await groups[n]()).packs)));
  for (const packs of loaded.values()) for (const [live, th] of packs) swapTexts(live, locale === 'en' ? null : (th as never));
}
