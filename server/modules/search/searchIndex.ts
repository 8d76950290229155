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

/** codeTable with pauses (a whole sort of 100,000 codes holds the event loop 40-100 ms). */
async function codeTableSliced(codes: string[], breathe: Breathe): Promise<{ codes: string[]; docs: number[] }> {
  const order: Array<readonly [string, number]> = [];
  for (let i = 0; i < codes.length; i++) {
    order.push([normCode(codes[i]), i]);
    await breathe();
  }
  const sorted = await sortSliced(order, (a, b) => byString(a[0], b[0]) || a[1] - b[1], breathe);
  return { codes: sorted.map((o) => o[0]), docs: sorted.map((o) => o[1]) };
}

/** Elements sorted at once before merging: a few milliseconds' work. */
const RUN = 2048;

/**
 * A stable sort with pauses: runs of RUN elements sorted whole, then merged pairwise, breathing
 * between runs and every RUN elements merged. Answers a new array.
 */
export async function sortSliced<T>(items: readonly T[], compare: (a: T, b: T) => number, breathe: Breathe): Promise<T[]> {
  let from: T[] = [];
  for (let i = 0; i < items.length; i += RUN) {
    from.push(...items.slice(i, i + RUN).sort(compare));
    await breathe();
  }
  let to: T[] = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        to[k] = i < mid && (j >= hi || compare(from[j], from[i]) >= 0) ? from[i++] : from[j++];
        if ((k & (RUN - 1)) === 0) await breathe();
      }
    }
    [from, to] = [to, from];
  }
  return from;
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

export const pageOfParent = (parentsSku: string) => `/sub_product/${encodeURIComponent(parentsSku)}`;

/**
 * Pauses in long work on the event loop: `await breathe()` at every step waits for a turn of the
 * event loop (a setImmediate: every request waiting is served first) once the work has run for
 * `sliceMs` since the last turn, and goes straight on before that.
 */
export type Breathe = () => Promise<void> | undefined;
export function slices(sliceMs = 8): Breathe {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return new Promise<void>((resume) =>
      setImmediate(() => {
        since = performance.now();
        resume();
      }),
    );
  };
}
const never: Breathe = () => undefined;

/**
 * Builds the index: `parents` and `skus` active only (a colour of an inactive parent left out by the
 * caller); best given in code order (then the sorts here cost one pass). With `breathe`, the work
 * stops for other requests every few milliseconds (a rebuild of 100,000 colours takes about a second).
 */
export async function buildIndex(parents: readonly IndexParent[], skus: readonly IndexSku[], synonymRows: readonly string[], breathe: Breathe = never): Promise<SearchIndex> {
  const sortedParents = [...parents].sort((a, b) => byString(a.parentsSku, b.parentsSku));
  const parentAt = new Map(sortedParents.map((p, i) => [p.parentsSku, i]));
  const ofActive: IndexSku[] = [];
  for (const s of skus) {
    if (parentAt.has(s.parentsSku)) ofActive.push(s);
    await breathe();
  }
  const sortedSkus = await sortSliced(ofActive, (a, b) => byString(a.parentsSku, b.parentsSku) || byString(a.sku, b.sku), breathe);
  const synonyms = synonymGroups(synonymRows);
  const protect = new Map<string, string[]>();
  for (const w of synonyms.keys()) {
    if (!THAI.test(w) || /\s/.test(w)) continue;
    const list = protect.get(w[0]) ?? [];
    list.push(w);
    protect.set(w[0], list);
  }
  for (const list of protect.values()) list.sort((a, b) => b.length - a.length);

  const skuHits: SearchSku[] = [];
  for (const s of sortedSkus) {
    skuHits.push({ sku: s.sku, parentsSku: s.parentsSku, name: s.name, url: `${pageOfParent(s.parentsSku)}?sku=${encodeURIComponent(s.sku)}`, path: s.path });
    await breathe();
  }
  const index: SearchIndex = {
    parents: sortedParents.map((p) => ({ parentsSku: p.parentsSku, name: p.name, url: pageOfParent(p.parentsSku), path: p.path })),
    skus: skuHits,
    parentCodes: codeTable(sortedParents.map((p) => p.parentsSku)),
    skuCodes: await codeTableSliced(sortedSkus.map((s) => s.sku), breathe),
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
  for (let i = 0; i < sortedParents.length; i++) {
    const p = sortedParents[i];
    for (const w of wordsOf(p.name)) post(index.parentName, w, i);
    for (const w of wordsOf(stripHtml(p.text))) post(index.parentText, w, i);
    await breathe();
  }
  for (let i = 0; i < sortedSkus.length; i++) {
    const s = sortedSkus[i];
    for (const w of wordsOf(s.name)) post(index.skuName, w, i);
    for (const w of wordsOf(s.text)) post(index.skuText, w, i);
    const range = index.skuRange[parentAt.get(s.parentsSku)!];
    if (range[1] === 0) range[0] = i;
    range[1] = i + 1;
    await breathe();
  }
  const vocabulary = new Set<string>([...index.parentName.keys(), ...index.parentText.keys(), ...index.skuName.keys(), ...index.skuText.keys(), ...synonyms.keys()]);
  for (const w of vocabulary) {
    if (w.length < 4) continue;
    for (const d of [w, ...deletionsOf(w)]) {
      const list = index.deletions.get(d);
      if (!list) index.deletions.set(d, [w]);
      else if (list[list.length - 1] !== w) list.push(w);
    }
    await breathe();
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

/** Which documents hold a query word (in the name, or anywhere), one byte per document. */
interface TokenMask {
  name: Uint8Array;
  any: Uint8Array;
}

/**
 * Ranks one kind of document, codes first, then words: a document is found by words only when
 * every query word is in it. Answers the first `limit`, best first, and how many were found.
 */
function rankKind(count: number, table: { codes: string[]; docs: number[] }, qcode: string, tokens: TokenMask[], limit: number): { order: number[]; total: number } {
  const best = new Uint8Array(count).fill(NONE);
  const nameCount = new Uint8Array(count);
  if (qcode) {
    const [lo, hi] = prefixRange(table.codes, qcode);
    for (let i = lo; i < hi; i++) best[table.docs[i]] = table.codes[i] === qcode ? 0 : 1;
  }
  const groups = new Set<number>();
  let total = 0;
  for (let doc = 0; doc < count; doc++) {
    if (tokens.length) {
      let all = true;
      let n = 0;
      for (const t of tokens) {
        if (!t.any[doc]) {
          all = false;
          break;
        }
        n += t.name[doc];
      }
      if (all) {
        nameCount[doc] = n;
        const rank = n === tokens.length ? 2 : 3;
        if (rank < best[doc]) best[doc] = rank;
      }
    }
    if (best[doc] !== NONE) {
      total++;
      groups.add(best[doc] * 256 + (255 - nameCount[doc]));
    }
  }
  // Best first: by rank, then more name words, then code order (the documents are in code order).
  // Only the first `limit` are put in order: a scan of the documents per group needed, no sort of every hit.
  const order: number[] = [];
  for (const g of [...groups].sort((a, b) => a - b)) {
    for (let doc = 0; doc < count && order.length < limit; doc++) if (best[doc] !== NONE && best[doc] * 256 + (255 - nameCount[doc]) === g) order.push(doc);
    if (order.length >= limit) break;
  }
  return { order, total };
}

function mark(mask: Uint8Array, map: Postings, variants: string[]): void {
  for (const v of variants) for (const doc of map.get(v) ?? []) mask[doc] = 1;
}

/** Runs a query (trimmed, not empty) against the index: of each kind, `limit` found after the first `offset`. */
export function search(index: SearchIndex, q: string, limit: number, offset = 0): SearchResult {
  const code = normCode(q);
  const qcode = /[\p{L}\p{N}]/u.test(code) ? code : '';
  const expanded = [...new Set(words(q, index.protect))].map((t) => variants(index, t));
  const P = index.parents.length;
  const S = index.skus.length;

  const parentTokens = expanded.map((vs) => {
    const name = new Uint8Array(P);
    mark(name, index.parentName, vs);
    const any = name.slice();
    mark(any, index.parentText, vs);
    return { name, any };
  });
  const parents = rankKind(P, index.parentCodes, qcode, parentTokens, offset + limit);

  // A colour holds a word when its own name or text does, or its parent does (description level).
  const skuTokens = expanded.map((vs, ti) => {
    const name = new Uint8Array(S);
    mark(name, index.skuName, vs);
    const any = name.slice();
    mark(any, index.skuText, vs);
    const viaParent = parentTokens[ti].any;
    for (let p = 0; p < P; p++) if (viaParent[p]) any.fill(1, index.skuRange[p][0], index.skuRange[p][1]);
    return { name, any };
  });
  const skus = rankKind(S, index.skuCodes, qcode, skuTokens, offset + limit);

  return {
    parents: parents.order.slice(offset).map((d) => index.parents[d]),
    skus: skus.order.slice(offset).map((d) => index.skus[d]),
    total: parents.total + skus.total,
    parentTotal: parents.total,
    skuTotal: skus.total,
  };
}
