import type { FastifyInstance } from 'fastify';
import { FACETS, MAX_CHOSEN, VALUE_SEPARATOR, WIDTH_BANDS, type BrowseQuery, type BrowseResult, type FacetName, type FacetOption, type WidthBand } from '../../../src/contract/browse.js';
import { COLOUR_FAMILIES, type ColourFamily } from '../../../src/contract/colour.js';
import { inputTexts } from '../../../src/contract/texts.js';
import type { ParentSku } from '../../../src/contract/productSku.js';
import type { SearchParent, SearchSku } from '../../../src/contract/search.js';
import { badRequest } from '../../plugins/errors.js';
import { categoryIndex } from '../category/reads.js';
import { colourFamilies } from '../colour/reads.js';
import { parentSkuIndex } from '../productSku/reads.js';
import { currentIndex } from './reads.js';
import { pageOfParent, search } from './searchIndex.js';

/**
 * Filters of the storefront's lists (issue 18 §2), counted in memory over the cached catalogue
 * (the same index every public read uses), so both engines answer alike and an admin write clears it.
 */

const CM_PER_INCH = 2.54;
/** A width with no unit up to this is in inches (58), above it in centimetres (150). */
const INCHES_AT_MOST = 80;

/** The width band of a width as typed ('58"', '150 cm', '1.5 m', '44 นิ้ว'); undefined when it has no number. */
export function widthBand(width: string): WidthBand | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(cm|ซม|เซน|m(?![a-z])|เมตร|"|”|″|in|นิ้ว)?/i.exec(width);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2]?.toLowerCase();
  const metres = unit === 'm' || unit === 'เมตร';
  const cm = unit === 'cm' || unit === 'ซม' || unit === 'เซน' || (!unit && n > INCHES_AT_MOST);
  const inches = metres ? (n * 100) / CM_PER_INCH : cm ? n / CM_PER_INCH : n;
  return inches < 45 ? 'under45' : inches < 58 ? 'from45' : inches < 72 ? 'from58' : 'from72';
}

/** A fabric's values of one filter; `families`: the colour families of each fabric's active colours. */
function valuesOf(p: ParentSku, facet: FacetName, families: ReadonlyMap<string, string[]>): string[] {
  switch (facet) {
    case 'colour':
      return families.get(p.parentsSku) ?? [];
    case 'composition':
    case 'weaving':
    case 'productType': {
      const v = p[facet].trim();
      return v ? [v] : [];
    }
    case 'design':
      return p.designs ?? [];
    case 'width': {
      const band = widthBand(p.width);
      return band ? [band] : [];
    }
  }
}

const asList = (v: string | string[] | undefined): string[] =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).flatMap((x) => x.split(VALUE_SEPARATOR)).map((x) => x.trim()).filter(Boolean);

/** The chosen values of each filter given; 400 naming the filter when one chooses too many or none. */
export function chosenOf(query: BrowseQuery): Map<FacetName, Set<string>> {
  const chosen = new Map<FacetName, Set<string>>();
  for (const f of FACETS) {
    if (query[f] === undefined) continue;
    const values = asList(query[f]);
    if (!values.length || values.length > MAX_CHOSEN) throw badRequest(inputTexts.chooseCount(`querystring.${f}`, MAX_CHOSEN));
    if (f === 'width' && values.some((v) => !(WIDTH_BANDS as readonly string[]).includes(v))) throw badRequest(inputTexts.oneOf('querystring.width', WIDTH_BANDS));
    if (f === 'colour' && values.some((v) => !(COLOUR_FAMILIES as readonly string[]).includes(v))) throw badRequest(inputTexts.oneOf('querystring.colour', COLOUR_FAMILIES));
    chosen.set(f, new Set(values));
  }
  return chosen;
}

const compare = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * Which fabrics every filter keeps, and each filter's options counted with the other filters
 * applied. `weight` is how many results a fabric stands for (itself, and in a search its colours found).
 */
export function facetCounts(
  weights: Map<ParentSku, number>,
  chosen: Map<FacetName, Set<string>>,
  families: ReadonlyMap<string, string[]> = new Map(),
): { kept: Set<ParentSku>; facets: BrowseResult['facets'] } {
  const values = new Map<ParentSku, Map<FacetName, string[]>>();
  for (const p of weights.keys()) values.set(p, new Map(FACETS.map((f) => [f, valuesOf(p, f, families)])));
  // Which filters a fabric fails: kept when none, counted in a filter's options when none but that one.
  const failing = new Map<ParentSku, FacetName[]>();
  for (const [p, v] of values) {
    const fails: FacetName[] = [];
    for (const [f, set] of chosen) if (!v.get(f)!.some((x) => set.has(x))) fails.push(f);
    failing.set(p, fails);
  }
  const kept = new Set([...failing].filter(([, fails]) => !fails.length).map(([p]) => p));
  const facets = {} as BrowseResult['facets'];
  for (const f of FACETS) {
    const counts = new Map<string, number>([...(chosen.get(f) ?? [])].map((v) => [v, 0]));
    for (const [p, v] of values) {
      const fails = failing.get(p)!;
      const counted = fails.length === 0 || (fails.length === 1 && fails[0] === f);
      for (const x of v.get(f)!) counts.set(x, (counts.get(x) ?? 0) + (counted ? weights.get(p)! : 0));
    }
    const options: FacetOption[] = [...counts].map(([value, count]) => ({ value, count }));
    if (f === 'width') options.sort((a, b) => WIDTH_BANDS.indexOf(a.value as WidthBand) - WIDTH_BANDS.indexOf(b.value as WidthBand));
    else if (f === 'colour') options.sort((a, b) => COLOUR_FAMILIES.indexOf(a.value as ColourFamily) - COLOUR_FAMILIES.indexOf(b.value as ColourFamily));
    else options.sort((a, b) => compare(a.value, b.value));
    facets[f] = options;
  }
  return { kept, facets };
}

/**
 * A search's colour family counts: each family's fabrics found (those with a colour of it) and colours
 * found of it, the other filters applied, so a chip's count is what choosing it lists.
 */
function searchColourCounts(
  ordered: ParentSku[],
  found: SearchSku[],
  chosen: Map<FacetName, Set<string>>,
  families: ReadonlyMap<string, string[]>,
  familyOfSku: (s: SearchSku) => string,
  parentOf: (code: string) => ParentSku | undefined,
): FacetOption[] {
  const others = new Map([...chosen].filter(([f]) => f !== 'colour'));
  const all = new Map<ParentSku, number>(ordered.map((p) => [p, 1]));
  for (const s of found) {
    const p = parentOf(s.parentsSku);
    if (p && !all.has(p)) all.set(p, 0);
  }
  const { kept } = facetCounts(all, others, families);
  const counts = new Map<string, number>([...(chosen.get('colour') ?? [])].map((v) => [v, 0]));
  const add = (family: string) => counts.set(family, (counts.get(family) ?? 0) + 1);
  for (const p of ordered) if (kept.has(p)) for (const f of families.get(p.parentsSku) ?? []) add(f);
  for (const s of found) {
    const p = parentOf(s.parentsSku);
    const f = familyOfSku(s);
    if (p && kept.has(p) && f) add(f);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => COLOUR_FAMILIES.indexOf(a.value as ColourFamily) - COLOUR_FAMILIES.indexOf(b.value as ColourFamily));
}

const card = (p: ParentSku): SearchParent => ({ parentsSku: p.parentsSku, name: p.name, path: p.path, url: pageOfParent(p.parentsSku) });

/** One page of a filtered list (the browse call); `fresh` false when a search answered from an index older than the last write. */
export async function browse(app: FastifyInstance, query: BrowseQuery, limit: number, offset: number): Promise<{ result: BrowseResult; fresh: boolean }> {
  const lists = [query.category, query.type, query.q].filter((v) => v !== undefined).length;
  if (lists !== 1) throw badRequest(inputTexts.oneList);
  const [parents, colours] = await Promise.all([parentSkuIndex(app), colourFamilies(app)]);
  const familyOfSku = (s: SearchSku) => colours.familyBySku.get(s.sku) ?? '';
  const chosen = chosenOf(query);
  const weights = new Map<ParentSku, number>();
  let found: SearchSku[] = [];
  let ordered: ParentSku[] = [];
  let fresh = true;
  if (query.q !== undefined) {
    const q = query.q.trim();
    if (!q) throw badRequest(inputTexts.notEmpty('querystring.q'));
    const current = await currentIndex(app);
    fresh = current.fresh;
    // Every hit, best first: the filters and counts need them all (a few ms over 100,000 colours).
    const hits = search(current.index, q, Number.POSITIVE_INFINITY, 0);
    for (const h of hits.parents) {
      const p = parents.byCode.get(h.parentsSku);
      if (p) ordered.push(p);
    }
    found = hits.skus;
    for (const p of ordered) weights.set(p, 1);
    // A colour family chosen keeps, of a search's colours, those of that family: the other filters count those.
    const families = chosen.get('colour');
    for (const s of families ? found.filter((x) => families.has(familyOfSku(x))) : found) {
      const p = parents.byCode.get(s.parentsSku);
      if (p) weights.set(p, (weights.get(p) ?? 0) + 1);
    }
  } else {
    if (query.category !== undefined) {
      // A category switched off hides its list, as its own call does.
      ordered = (await categoryIndex(app)).inactiveIds.has(query.category) ? [] : (parents.activeByCategory.get(query.category) ?? []);
    } else ordered = parents.activeByType.get(query.type!.toUpperCase()) ?? [];
    for (const p of ordered) weights.set(p, 1);
  }
  const { kept, facets } = facetCounts(weights, chosen, colours.familiesByParent);
  const keptParents = ordered.filter((p) => kept.has(p));
  const families = chosen.get('colour');
  const keptSkus = found.filter((s) => {
    const p = parents.byCode.get(s.parentsSku);
    return p !== undefined && kept.has(p) && (!families || families.has(familyOfSku(s)));
  });
  if (query.q !== undefined) facets.colour = searchColourCounts(ordered, found, chosen, colours.familiesByParent, familyOfSku, (code) => parents.byCode.get(code));
  return {
    result: {
      parents: keptParents.slice(offset, offset + limit).map(card),
      skus: keptSkus.slice(offset, offset + limit),
      total: keptParents.length + keptSkus.length,
      parentTotal: keptParents.length,
      skuTotal: keptSkus.length,
      facets,
    },
    fresh,
  };
}
