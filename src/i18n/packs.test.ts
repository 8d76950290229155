import { describe, expect, it } from 'vitest';
import { seoTexts } from '../contract/seoTexts';
import { seoTextsTh } from '../contract/th/seo';
import { messages } from '../messages';
import { applyCorePacks, corePacks, type NamedPack as Pack } from './packs';

/**
 * Every text a screen reads has a Thai value, and no Thai value still reads English (issue 19). The
 * types already force the keys; this walks the objects at run time, so an `as any` or a spread of the
 * English cannot slip through.
 */
const packs: Pack[] = [...whole(corePacks), { name: 'contract/seoTexts seoTexts', live: seoTexts, th: seoTextsTh }];

/** One pack per live object: the parts the browser loads apart (messages: frame, pages, account, back-office) put together. */
function whole(parts: Pack[]): Pack[] {
  const byLive = new Map<object, Pack>();
  for (const p of parts) {
    const seen = byLive.get(p.live);
    byLive.set(p.live, seen ? { name: seen.name.replace(/ \[.*/, ''), live: p.live, th: { ...(seen.th as object), ...(p.th as object) } } : p);
  }
  return [...byLive.values()];
}

/**
 * Words a Thai page may show in Latin letters: the brand, the marketplaces and apps, file formats,
 * codes (the fixed price code, SKU examples), and what a sample argument puts in.
 */
const ALLOWED = new Set(
  [
    'Selvedge', 'LINE', 'Official', 'Lazada', 'Shopee', 'Facebook', 'TikTok', 'PNG', 'JPEG', 'WebP', 'GIF', 'AVIF', 'Excel', 'xlsx',
    'TIGER', 'COTTON', 'TWILL', 'BA', 'name', 'example', 'com', 'Parent', 'SKU',
    // codes the server's Thai answers quote for an API client: the query's parameters, protocols, the NUL character
    'category', 'type', 'http', 'https', 'NUL',
    // the sample argument
    'CT', 'ct',
  ].map((w) => w.toLowerCase()),
);

/** A value that serves as any text function's argument: a string, a number, a list, a problem or a company. */
const SAMPLE = Object.assign(['CT-01'], { twice: 'CT-01', company: 'บริษัท', address: 'กรุงเทพฯ', telephone: '021234567', email: 'ขาย', toLowerCase: () => 'ct-01' });

/** Every text of a value, with its key path: strings as they are, functions called with sample arguments. */
function texts(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    for (const args of [Array(value.length).fill(SAMPLE), Array(value.length).fill(1), Array(value.length).fill(300)]) {
      try {
        const text = String(value(...args));
        // A sample of the wrong kind (a list for a number, a number for a record) makes no text anyone sees.
        if (!/undefined|NaN/.test(text)) out.push([`${path}()`, text]);
      } catch {
        // This sample does not suit this function; another does.
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) texts(v, `${path}.${k}`, out);
  }
  return out;
}

/** Keys of the English that the Thai lacks, or holds as another kind (a text for a function, a list for a text). */
function missing(en: unknown, th: unknown, path: string, out: string[] = []): string[] {
  if (typeof en === 'function') {
    if (typeof th !== 'function') out.push(path);
  } else if (typeof en === 'string') {
    if (typeof th !== 'string' || th.trim() === '') out.push(path);
  } else if (en && typeof en === 'object') {
    if (!th || typeof th !== 'object' || Array.isArray(en) !== Array.isArray(th)) out.push(path);
    else for (const key of Object.keys(en)) missing((en as Record<string, unknown>)[key], (th as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
  return out;
}

const englishWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED.has(w.toLowerCase()));

describe('the Thai packs', () => {
  it.each(packs.map((p) => [p.name, p] as const))('%s: every English key has a Thai value of the same kind', (_name, pack) => {
    expect(missing(pack.live, pack.th, pack.name)).toEqual([]);
  });

  it.each(packs.map((p) => [p.name, p] as const))('%s: no Thai value still reads English', (_name, pack) => {
    const english = texts(pack.th, pack.name).filter(([, text]) => englishWords(text).length > 0);
    expect(english.map(([path, text]) => `${path}: ${text} (${englishWords(text).join(', ')})`)).toEqual([]);
  });

  it('swaps the live objects to Thai and back to the English exactly', () => {
    const before = texts(messages, 'messages');
    applyCorePacks('th');
    expect(messages.login).toBe('เข้าสู่ระบบ');
    applyCorePacks('en');
    expect(texts(messages, 'messages')).toEqual(before);
    expect(messages.alreadyHasAccount).toBe('I already has an account. Go to login page');
  });
});
