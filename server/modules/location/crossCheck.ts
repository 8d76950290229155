import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import romanize from '@dehoist/romanize-thai';
import { thaiAddressData, type AddressData } from './thaiAddress.js';

/**
 * The Thai address master data with its English names checked against a second, independent source
 * (issue 17 §4): thailand-geography-json (MIT; official DOPA geocodes, names curated by hand), kept in
 * `sources/thailand-geography.json` by `scripts/thai-geography-extract.ts`. thai-address-universal's
 * English names are machine transliterations, and about one tambon in ten is garbled ("Sinm" for
 * สีลม, "Khnong" for every คลอง in Bangkok); the second source has its own faults: typos at the
 * amphoe level ("Chaloem Phra Kiet", "Muaeng Songkhla") and a few rows shifted onto a neighbour's name
 * (บาเจาะ "Tak Bai", most of Bueng Kan's tambon). Neither wins blindly. Each unit is matched by its
 * Thai name under its matched parent, and where the two spell it differently:
 *
 * 1. the same letters spaced differently ("Nakhonratchasima" / "Nakhon Ratchasima"): a province or
 *    amphoe takes the one with more word breaks, a tambon keeps the first unless it has a one-letter
 *    word ("Cha K Thai");
 * 2. one is the other with words cut off ("Nam" / "Nam Pat"): the longer;
 * 3. a third opinion, a rule-based romanisation of the Thai (@dehoist/romanize-thai), sits 3 or more
 *    letters nearer one of them: that one (a shifted row names another place);
 * 4. only one is possible in the Royal Thai General System (syllables of an allowed onset, vowel and
 *    final: "Sinm", "Satn", "Khnong" are not; "Kiet", "Phanh" neither): that one;
 * 5. otherwise a tambon takes the second source (its garbled ones are few), a province or amphoe the
 *    nearer to the romanisation, the first on a tie (the first's amphoe names are mostly right).
 *
 * A tambon's postcodes are both sources' (the first's main one first), so where they differ the
 * dialog offers both. Units the second source lacks (Chumphon's islands listed as tambon, a few
 * merged ones) keep their names.
 */

type Level = 'province' | 'city' | 'district';
type Source = { provinces: [number, string, string][]; districts: [number, string, string][]; subdistricts: [number, string, string, string][] };

export interface CrossCheck {
  data: AddressData;
  /** Every English name changed: level, Thai name, the package's spelling, the one kept, and the rule. */
  changes: { level: Level; th: string; from: string; to: string; rule: number }[];
  /** Units of the package the second source has no counterpart for. */
  unmatched: number;
}

const thaiKey = (s: string) => s.normalize('NFC').replace(/\s+/g, '');
const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const breaks = (s: string) => (s.match(/[\s-]/g) ?? []).length;

/** One RTGS syllable or more: an optional onset (clusters with l, r, w), a vowel, an optional final k, m, n, ng, p, t. */
const RTGS_WORD =
  /^(?:(?:khl|khr|khw|phl|phr|thr|kh|kl|kr|kw|ng|ph|pl|pr|th|tr|ch|bl|br|dr|fl|fr|b|d|f|h|k|l|m|n|p|r|s|t|w|y)?(?:ueai|uea|uai|aeo|iao|oei|ae|ue|oe|ia|ua|ai|ao|oi|ui|eo|io|iu|a|e|i|o|u)(?:ng|k|m|n|p|t)?)+$/i;
const rtgs = (s: string) => s.split(/[\s-]+/).every((w) => !w || RTGS_WORD.test(w));

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** The English name to keep for a unit the two sources spell `first` and `second`, and the rule that chose it (0: they agree). */
export function pickName(level: Level, th: string, first: string, second: string): { name: string; rule: number } {
  const a = first.trim().replace(/\s+/g, ' ');
  const b = second.trim().replace(/\s+/g, ' ');
  if (a === b || !b) return { name: a, rule: 0 };
  const la = letters(a);
  const lb = letters(b);
  if (la === lb) {
    if (level !== 'district') return { name: breaks(b) > breaks(a) ? b : a, rule: 1 };
    return { name: a.split(/[\s-]/).some((w) => w.length === 1) ? b : a, rule: 1 };
  }
  if (b.startsWith(`${a} `)) return { name: b, rule: 2 };
  if (a.startsWith(`${b} `)) return { name: a, rule: 2 };
  const r = letters(romanize(th));
  const da = distance(la, r);
  const db = distance(lb, r);
  if (Math.abs(da - db) >= 3) return { name: da < db ? a : b, rule: 3 };
  if (rtgs(a) !== rtgs(b)) return { name: rtgs(a) ? a : b, rule: 4 };
  if (level === 'district') return { name: b, rule: 5 };
  return { name: db < da ? b : a, rule: 5 };
}

function readSource(): Source {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'sources', 'thailand-geography.json'), 'utf8')) as Source;
}

async function build(): Promise<CrossCheck> {
  const base = await thaiAddressData();
  const source = readSource();
  const changes: CrossCheck['changes'] = [];
  let unmatched = 0;
  const name = (level: Level, th: string, first: string, second: string | undefined) => {
    if (second === undefined) {
      unmatched++;
      return first;
    }
    const { name: kept, rule } = pickName(level, th, first, second);
    if (kept !== first) changes.push({ level, th, from: first, to: kept, rule });
    return kept;
  };

  const provinceByTh = new Map(source.provinces.map(([code, th, en]) => [thaiKey(th), { code, en }]));
  const districtByTh = new Map(source.districts.map(([code, th, en]) => [`${Math.floor(code / 100)}|${thaiKey(th)}`, { code, en }]));
  const subdistrictByTh = new Map<string, { en: string; postCode: string }>();
  for (const [code, th, en, postCode] of source.subdistricts) {
    const k = `${Math.floor(code / 100)}|${thaiKey(th)}`;
    if (!subdistrictByTh.has(k)) subdistrictByTh.set(k, { en, postCode });
  }

  const provinceCode = new Map<string, number>();
  const provinces = base.provinces.map((p) => {
    const match = provinceByTh.get(thaiKey(p.name_th));
    if (match) provinceCode.set(p.id, match.code);
    return { ...p, name_en: name('province', p.name_th, p.name_en, match?.en) };
  });
  const cityCode = new Map<string, number>();
  const cities = base.cities.map((c) => {
    const match = districtByTh.get(`${provinceCode.get(c.provinceId)}|${thaiKey(c.name_th)}`);
    if (match) cityCode.set(c.id, match.code);
    return { ...c, name_en: name('city', c.name_th, c.name_en, match?.en) };
  });
  const districts = base.districts.map((d) => {
    const match = subdistrictByTh.get(`${cityCode.get(d.cityId)}|${thaiKey(d.name_th)}`);
    const codes = d.postCodes ? d.postCodes.split(',') : [];
    if (match?.postCode && /^\d{5}$/.test(match.postCode) && !codes.includes(match.postCode)) codes.push(match.postCode);
    return { ...d, name_en: name('district', d.name_th, d.name_en, match?.en), postCode: codes[0] ?? '', postCodes: codes.join(',') };
  });
  return { data: { countries: base.countries, provinces, cities, districts }, changes, unmatched };
}

let cached: Promise<CrossCheck> | undefined;

/** The checked master data, built once per process. */
export function checkedThaiAddressData(): Promise<CrossCheck> {
  cached ??= build().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
