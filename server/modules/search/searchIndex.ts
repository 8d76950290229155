import type { SearchParent, SearchResult, SearchSku } from '../../../src/contract/search.js';

/**
 * The storefront search's index (issue 18 §1): built in memory from the active catalogue and the
 * synonym list, kept in the public cache (so any admin write — SKU or parent create, edit, status,
 * import, a synonym — drops it and the next search rebuilds it), and queried without SQL.
 *
 * - Words: Thai has no spaces, so text is split with Intl.Segmenter('th', word) at index and at
 *   query time (Node and browsers share ICU's dictionary). Trade words of the synonym list are kept
 *   whole first, so a loan word the dictionary splits ("เดนิม" → "เดนิ" + "ม") is still one word.
 * - Codes: upper-cased with spaces, dashes and underscores taken out ("ba 100" = "BA-100"); a
 *   sorted array of codes answers exact and prefix matches by binary search.
 * - Synonyms: a word finds every word of its groups. One typo (insert, delete or change one
 *   letter) in query words of five letters or more, through a table of one-letter deletions.
 * - Ranking: exact code (0), code prefix (1), every word in the name (2), words in the
 *   description (3; a colour also through its parent's name and description); ties by code.
 */

export interface IndexParent {
  parentsSku: string;
  name: string;
  path: string;
  /** Description-level text: the description (HTML), composition, weaving, product type, designs. */
  text: string;
}
export interface IndexSku {
  sku: string;
  parentsSku: string;
  name: string;
  path: string;
  text: string;
}

type Postings = Map<string, number[]>;

export interface SearchIndex {
  parents: SearchParent[];
  skus: SearchSku[];
  /** Codes normalised, sorted, with the doc each belongs to. */
  parentCodes: { codes: string[]; docs: number[] };
  skuCodes: { codes: string[]; docs: number[] };
  parentName: Postings;
  parentText: Postings;
  skuName: Postings;
  skuText: Postings;
  /** Each parent's colours: [first, end) in `skus` (colours are grouped by parent). */
  skuRange: Array<[number, number]>;
  synonyms: Map<string, string[]>;
  /** Thai trade words kept whole when splitting, by first character, longest first. */
  protect: Map<string, string[]>;
  /** One-letter deletions of every indexed word of four letters or more → those words. */
  deletions: Map<string, string[]>;
}

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const THAI = /[\u0E00-\u0E7F]/;
const PIECES = /[\p{L}\p{M}]+|\p{N}+/gu;

/** A code as compared: NFKC, upper case, without spaces, dashes or underscores. */
export const normCode = (s: string): string => s.normalize('NFKC').toUpperCase().replace(/[\s\p{Pd}_]+/gu, '');

const stripHtml = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');

function segment(text: string, out: string[]): void {
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    for (const m of s.segment.matchAll(PIECES)) out.push(m[0]);
  }
}

/** The words of a text, lower-cased, Thai trade words of the synonym list kept whole. */
export function words(text: string, protect: Map<string, string[]>): string[] {
  const t = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  if (!protect.size || !THAI.test(t)) {
    segment(t, out);
    return out;
  }
  let gap = 0;
  for (let i = 0; i < t.length; ) {
    const found = protect.get(t[i])?.find((w) => t.startsWith(w, i));
    if (found) {
      if (gap < i) segment(t.slice(gap, i), out);
      out.push(found);
      i += found.length;
      gap = i;
    } else i++;
  }
  if (gap < t.length) segment(t.slice(gap), out);
  return out;
}

function deletionsOf(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** At most one insert, delete or change between a and b. */
function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function post(map: Postings, word: string, doc: number): void {
  const list = map.get(word);
  if (!list) map.set(word, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function codeTable(codes: string[]): { codes: string[]; docs: number[] } {
  const order = codes.map((c, i) => [normCode(c), i] as const).sort((a, b) => byString(a[0], b[0]) || a[1] - b[1]);
  return { codes: order.map((o) => o[0]), docs: order.map((o) => o[1]) };
}

/** The parsed synonym groups: each word → every word of the groups it is in (itself excluded). */
export function synonymGroups(rows: readonly string[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  for (const row of rows) {
    const group = [...new Set(row.split(/[,\n]/).map((w) => w.normalize('NFKC').trim().toLowerCase()).filter(Boolean))];
    for (const w of group) {
      const set = map.get(w) ?? new Set<string>();
      for (const o of group) if (o !== w) set.add(o);
      map.set(w, set);
    }
  }
  return new Map([...map].map(([w, s]) => [w, [...s]]));
}

const pageOfParent = (parentsSku: string) => `/sub_product/${encodeURIComponent(parentsSku)}`;

/** Builds the index: `parents` and `skus` active only (a colour of an inactive parent left out by the caller). */
export function buildIndex(parents: readonly IndexParent[], skus: readonly IndexSku[], synonymRows: readonly string[]): SearchIndex {
  const sortedParents = [...parents].sort((a, b) => byString(a.parentsSku, b.parentsSku));
  const parentAt = new Map(sortedParents.map((p, i) => [p.parentsSku, i]));
  const sortedSkus = skus.filter((s) => parentAt.has(s.parentsSku)).sort((a, b) => byString(a.parentsSku, b.parentsSku) || byString(a.sku, b.sku));
  const synonyms = synonymGroups(synonymRows);
  const protect = new Map<string, string[]>();
  for (const w of synonyms.keys()) {
    if (!THAI.test(w) || /\s/.test(w)) continue;
    const list = protect.get(w[0]) ?? [];
    list.push(w);
    protect.set(w[0], list);
  }
  for (const list of protect.values()) list.sort((a, b) => b.length - a.length);

  const index: SearchIndex = {
    parents: sortedParents.map((p) => ({ parentsSku: p.parentsSku, name: p.name, url: pageOfParent(p.parentsSku), path: p.path })),
    skus: sortedSkus.map((s) => ({ sku: s.sku, parentsSku: s.parentsSku, name: s.name, url: `${pageOfParent(s.parentsSku)}?sku=${encodeURIComponent(s.sku)}`, path: s.path })),
    parentCodes: codeTable(sortedParents.map((p) => p.parentsSku)),
    skuCodes: codeTable(sortedSkus.map((s) => s.sku)),
    parentName: new Map(),
    parentText: new Map(),
    skuName: new Map(),
    skuText: new Map(),
    skuRange: sortedParents.map(() => [0, 0] as [number, number]),
    synonyms,
    protect,
    deletions: new Map(),
  };
  // Names and texts repeat a lot across 100,000 colours ("Navy", "Cotton 100%"): split each once.
  const split = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let w = split.get(text);
    if (!w) split.set(text, (w = words(text, protect)));
    return w;
  };
  sortedParents.forEach((p, i) => {
    for (const w of wordsOf(p.name)) post(index.parentName, w, i);
    for (const w of wordsOf(stripHtml(p.text))) post(index.parentText, w, i);
  });
  sortedSkus.forEach((s, i) => {
    for (const w of wordsOf(s.name)) post(index.skuName, w, i);
    for (const w of wordsOf(s.text)) post(index.skuText, w, i);
    const range = index.skuRange[parentAt.get(s.parentsSku)!];
    if (range[1] === 0) range[0] = i;
    range[1] = i + 1;
  });
  const vocabulary = new Set<string>([...index.parentName.keys(), ...index.parentText.keys(), ...index.skuName.keys(), ...index.skuText.keys(), ...synonyms.keys()]);
  for (const w of vocabulary) {
    if (w.length < 4) continue;
    for (const d of [w, ...deletionsOf(w)]) {
      const list = index.deletions.get(d);
      if (!list) index.deletions.set(d, [w]);
      else if (list[list.length - 1] !== w) list.push(w);
    }
  }
  return index;
}

/** Every word a query word stands for: itself, its one-typo neighbours (five letters or more), and their synonyms. */
function variants(index: SearchIndex, word: string): string[] {
  const found = new Set([word]);
  if ([...word].length >= 5) {
    for (const d of [word, ...deletionsOf(word)]) for (const w of index.deletions.get(d) ?? []) if (withinOne(word, w)) found.add(w);
  }
  for (const w of [...found]) for (const s of index.synonyms.get(w) ?? []) found.add(s);
  return [...found];
}

/** Index range of codes starting with `prefix` in a sorted list. */
function prefixRange(codes: string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  let top = codes.length;
  while (end < top) {
    const mid = (end + top) >> 1;
    if (codes[mid].startsWith(prefix)) end = mid + 1;
    else top = mid;
  }
  return [lo, end];
}

const NONE = 0xff;

/**
 * Ranks one kind of document: `best` holds each document's rank (NONE: not found), codes first,
 * then words: a document is found by words only when every query word is in it.
 */
function rankKind(
  count: number,
  table: { codes: string[]; docs: number[] },
  qcode: string,
  tokenSets: Array<{ name: Set<number> | number[]; all: (mark: (doc: number) => void) => void }>,
  nameHits: (doc: number, t: number) => boolean,
): { order: number[]; total: number } {
  const best = new Uint8Array(count).fill(NONE);
  const nameCount = new Uint8Array(count);
  const touched: number[] = [];
  const set = (doc: number, rank: number) => {
    if (best[doc] === NONE) touched.push(doc);
    if (rank < best[doc]) best[doc] = rank;
  };
  if (qcode) {
    const [lo, hi] = prefixRange(table.codes, qcode);
    for (let i = lo; i < hi; i++) set(table.docs[i], table.codes[i] === qcode ? 0 : 1);
  }
  if (tokenSets.length) {
    const hits = new Uint8Array(count);
    const stamp = new Int32Array(count).fill(-1);
    const seen: number[] = [];
    tokenSets.forEach((t, ti) => {
      t.all((doc) => {
        if (stamp[doc] === ti) return;
        stamp[doc] = ti;
        if (hits[doc] === ti) {
          hits[doc] = ti + 1;
          if (ti === 0) seen.push(doc);
        }
      });
    });
    for (const doc of seen) {
      if (hits[doc] !== tokenSets.length) continue;
      let n = 0;
      for (let ti = 0; ti < tokenSets.length; ti++) if (nameHits(doc, ti)) n++;
      nameCount[doc] = n;
      set(doc, n === tokenSets.length ? 2 : 3);
    }
  }
  // One number per document: rank, then more name words first, then code order (the docs are in code order).
  const keys = new Float64Array(touched.length);
  touched.forEach((doc, i) => (keys[i] = (best[doc] * 256 + (255 - nameCount[doc])) * count + doc));
  keys.sort();
  return { order: Array.from(keys, (k) => k % count), total: touched.length };
}

/** Runs a query (trimmed, not empty) against the index. */
export function search(index: SearchIndex, q: string, limit: number): SearchResult {
  const code = normCode(q);
  const qcode = /[\p{L}\p{N}]/u.test(code) ? code : '';
  const tokens = [...new Set(words(q, index.protect))];
  const expanded = tokens.map((t) => variants(index, t));
  const union = (map: Postings, vs: string[]) => vs.map((v) => map.get(v)).filter((l): l is number[] => l !== undefined);

  const parentTokens = expanded.map((vs) => {
    const name = new Set(union(index.parentName, vs).flat());
    const text = union(index.parentText, vs);
    return {
      name,
      all: (mark: (doc: number) => void) => {
        for (const d of name) mark(d);
        for (const l of text) for (const d of l) mark(d);
      },
    };
  });
  const parents = rankKind(index.parents.length, index.parentCodes, qcode, parentTokens, (doc, t) => parentTokens[t].name.has(doc));

  const skuTokens = expanded.map((vs, ti) => {
    const name = new Set(union(index.skuName, vs).flat());
    const text = union(index.skuText, vs);
    const viaParent = parentTokens[ti];
    return {
      name,
      all: (mark: (doc: number) => void) => {
        for (const d of name) mark(d);
        for (const l of text) for (const d of l) mark(d);
        viaParent.all((p) => {
          const [from, to] = index.skuRange[p];
          for (let d = from; d < to; d++) mark(d);
        });
      },
    };
  });
  const skus = rankKind(index.skus.length, index.skuCodes, qcode, skuTokens, (doc, t) => skuTokens[t].name.has(doc));

  return {
    parents: parents.order.slice(0, limit).map((d) => index.parents[d]),
    skus: skus.order.slice(0, limit).map((d) => index.skus[d]),
    total: parents.total + skus.total,
  };
}
