/**
 * The back-office's Thai locale is complete (issue 19): every key of the admin text objects and of
 * ra-language-english has a Thai value, a text function takes the same arguments, placeholders are
 * kept, and no Thai value still holds English words a person would read (codes, brands, the spec's
 * marketplace names, spreadsheet column names and the like aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import englishMessages from 'ra-language-english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCorePacks, corePacks } from '../../i18n/packs';
import { adminTextObjects } from '../adminLocale';
import { raThai } from './raThai';
import { adminPackTh } from './th';

/** Latin words a Thai text may hold: codes, brands, the marketplaces, file kinds, a language's own name. */
const ALLOWED = new Set(
  [
    'SKU', 'Selvedge', 'Line', 'Official', 'Facebook', 'Lazada', 'Shopee', 'TikTok', 'FABRICS', 'CATEGORY', 'THB', 'ID',
    'CSV', 'csv', 'xlsx', 'xls', 'UTF', 'BOM', 'Windows', 'TIS', 'MB', 'HTML', 'https', 'http', 'mailto', 'tel', 'uploads', 'jpg',
    'TRUE', 'FALSE', 'true', 'false', 'yes', 'no', 'Text', 'English', 'OXF', 'CT', 'errors', 'import', 'template', 'UTC',
    'name', 'example', 'com', 'body',
    // spreadsheet column names, typed as they are in a sheet's header row
    'composition',
    // picture formats
    'png', 'jpeg', 'gif', 'avif',
    // the Synonyms hint's example pairs a Thai word with its English trade word
    'linen',
  ].map((w) => w.toLowerCase()),
);

/** A stand-in for any argument a text function takes: a Thai string, a count, a list, a record of counts. */
const anyArg: unknown = new Proxy(Object.assign(['ก', 'ข'], { toString: () => 'ก' }), {
  get(target, prop, receiver) {
    if (prop in target) return Reflect.get(target, prop, receiver);
    if (typeof prop === 'symbol') return prop === Symbol.toPrimitive ? () => 'ก' : undefined;
    if (typeof prop === 'string' && prop in String.prototype) return (String.prototype as never as Record<string, (...a: unknown[]) => unknown>)[prop].bind('ก');
    return 2;
  },
});

type Leaf = { path: string; english: unknown; thai: unknown };

function leaves(english: unknown, thai: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof english === 'object' && english !== null) {
    for (const key of Object.keys(english)) leaves((english as Record<string, unknown>)[key], (thai as Record<string, unknown> | undefined)?.[key], `${path}.${key}`, out);
  } else out.push({ path, english, thai });
  return out;
}

/** Arguments a stand-in cannot play: a choice among fixed words. */
const SAMPLE_ARGS: Record<string, unknown[]> = { 'skuAdminTexts.bulkDone': [2, ['ก', 'ก'], 'deleted'], 'staleSaveTexts.text': ['ก', '2026-11-27T01:40:00.000Z'], 'revertTexts.changedLater': ['ก', 'ก', '2026-11-27T01:40:00.000Z'] };

/** The text a person reads: a function's output for stand-in arguments. */
const render = (path: string, value: unknown, arity: number): string =>
  typeof value === 'function' ? String(value(...(SAMPLE_ARGS[path] ?? Array.from({ length: Math.max(arity, 4) }, () => anyArg)))) : String(value);

/** The Latin words left once placeholders, field paths, file names, addresses and camelCase codes are taken out. */
function englishWords(text: string): string[] {
  const stripped = text
    .replace(/%\{[^}]+\}/g, ' ')
    .replace(/body\.[A-Za-z.]+/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/[A-Za-z]+:\/\/\S*/g, ' ');
  return (stripped.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/[a-z][A-Z]/.test(w) && !ALLOWED.has(w.toLowerCase()));
}

const placeholders = (s: string) => [...new Set(s.match(/%\{[^}]+\}/g) ?? [])].sort();

describe('the back-office Thai pack', () => {
  // Texts that quote a spec text (messages.isContacted) read it in Thai, as on a Thai screen.
  beforeAll(() => applyCorePacks('th'));
  afterAll(() => applyCorePacks('en'));
  const adminLeaves = Object.entries(adminTextObjects).flatMap(([name, live]) => leaves(live, adminPackTh[name as keyof typeof adminPackTh], name));

  it('gives every admin text a Thai value, a function with the same arguments', () => {
    const missing = adminLeaves.filter((l) => typeof l.thai !== typeof l.english).map((l) => l.path);
    expect(missing).toEqual([]);
    const arity = adminLeaves.filter((l) => typeof l.english === 'function' && (l.thai as () => void).length !== (l.english as () => void).length).map((l) => l.path);
    expect(arity).toEqual([]);
    expect(adminLeaves.length).toBeGreaterThan(400);
  });

  it('gives every key of ra-language-english a Thai value with the same placeholders', () => {
    const ra = leaves(englishMessages, raThai, 'ra-language-english');
    expect(ra.filter((l) => typeof l.thai !== 'string').map((l) => l.path)).toEqual([]);
    expect(leaves(raThai, englishMessages, 'raThai').filter((l) => typeof l.thai !== 'string').map((l) => l.path)).toEqual([]);
    const changed = ra.filter((l) => JSON.stringify(placeholders(String(l.english))) !== JSON.stringify(placeholders(String(l.thai)))).map((l) => l.path);
    expect(changed).toEqual([]);
    // Thai has no plural: one form, so polyglot never shows the English singular's wording.
    expect(ra.filter((l) => String(l.thai).includes('||||')).map((l) => l.path)).toEqual([]);
  });

  it('leaves no English words a person would read in a Thai value', () => {
    // The check itself: an English label is caught, a code or placeholder is not.
    expect(englishWords('Add Product Type')).toEqual(['Add', 'Product', 'Type']);
    expect(englishWords('ลบ %{name} SKU CT-OXF-120-03.jpg silverPrice')).toEqual([]);
    const all = [
      ...adminLeaves.filter((l) => !l.path.startsWith('adminLinks.') || l.path.endsWith('.0')),
      ...leaves(englishMessages, raThai, 'ra'),
    ];
    const english = all
      .filter((l) => typeof l.thai === 'string' || typeof l.thai === 'function')
      .map((l) => ({ path: l.path, words: englishWords(render(l.path, l.thai, typeof l.english === 'function' ? (l.english as () => void).length : 0)) }))
      .filter((l) => l.words.length > 0);
    expect(english).toEqual([]);
  });

  it('is Thai, not a copy of the English', () => {
    const same = adminLeaves
      .filter((l) => !/^adminLinks\.\d+\.1$/.test(l.path))
      .filter((l) => typeof l.english === 'string' && l.english === l.thai && /[A-Za-z]{3,}/.test(l.english))
      .filter((l) => englishWords(l.english as string).length > 0)
      .map((l) => l.path);
    expect(same).toEqual([]);
  });
});

/** The back-office's source files: its screens, their parts, and the admin login page (tests and the packs aside). */
function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : screenFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path] : [];
  });
}

describe('the texts the back-office reads', () => {
  it('come from text objects that have a Thai pack (the back-office pack or the storefront core packs)', async () => {
    const src = resolve(__dirname, '../..');
    const files = [...screenFiles(join(src, 'admin')), ...screenFiles(join(src, 'account/admin'))];
    const translated = new Set<unknown>([...Object.values(adminTextObjects), ...corePacks.map((p) => p.live)]);
    const untranslated: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/^import\s+\{([^}]*)\}\s+from\s+'([^']+)'/gm)) {
        const [, names, from] = m;
        // A texts module: src/messages.ts, a screen's texts.ts, the contract's texts.
        if (!/(^|\/)(messages|texts|backOfficeTexts|recordNouns)$/.test(from!) || !from!.startsWith('.')) continue;
        const module = (await import(/* @vite-ignore */ resolve(dirname(file), from!))) as Record<string, unknown>;
        for (const spec of names!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) {
          const name = spec.split(/\s+as\s+/)[0]!;
          const value = module[name];
          if (typeof value !== 'object' || value === null) continue;
          checked++;
          if (!translated.has(value)) untranslated.push(`${file.slice(src.length + 1)}: ${name} from '${from}'`);
        }
      }
    }
    expect(untranslated).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
