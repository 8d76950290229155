import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses } from './common.js';
import { SEARCH_MAX_OFFSET, SEARCH_MAX_QUERY, SearchParent, SearchSku } from './searchHits.js';

/**
 * Filters and paging of the storefront's lists (issue 18 §2): a category's or a product type's
 * fabrics, or what a search found, narrowed by the fabric's attributes, each option with its count.
 * `colour`: the families of its colours' measured photos (issue 18 §3, COLOUR_FAMILIES in colour.ts).
 */
export const FACETS = ['colour', 'composition', 'weaving', 'productType', 'design', 'width'] as const;
export type FacetName = (typeof FACETS)[number];

/** Width ranges, in inches as the trade quotes them (a width given in cm is converted): under 45″, 45–57″, 58–71″, 72″ and wider. */
export const WIDTH_BANDS = ['under45', 'from45', 'from58', 'from72'] as const;
export type WidthBand = (typeof WIDTH_BANDS)[number];

export const BROWSE_DEFAULT_LIMIT = 24;
/** The furthest `offset`, as the search call's. */
export const BROWSE_MAX_OFFSET = SEARCH_MAX_OFFSET;
/** Options chosen of one filter at most, and the longest value. */
export const MAX_CHOSEN = 20;
const Value = Type.String({ minLength: 1, maxLength: 120 });
/** Between values given in one parameter (`?weaving=Plain|Twill`, as the storefront sends them). */
export const VALUE_SEPARATOR = '|';
/**
 * One value (`?weaving=Plain`) or several, repeated (`?weaving=Plain&weaving=Twill`) or in one
 * parameter separated by `|`: a fabric with any of them is kept.
 */
const Chosen = Type.Union([Type.String({ minLength: 1, maxLength: 121 * MAX_CHOSEN }), Type.Array(Value, { minItems: 1, maxItems: MAX_CHOSEN })]);

/**
 * GET /api/browse: exactly one list — `category` (a categoryId), `type` (a product type, any case)
 * or `q` (a search, as GET /api/search) — and any filters: a fabric is kept when, for every filter
 * given, one of its values is chosen. `limit` 1–100 (24), `offset` 0–9999.
 */
export const BrowseQuery = Type.Object(
  {
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    q: Type.Optional(Type.String({ maxLength: SEARCH_MAX_QUERY })),
    composition: Type.Optional(Chosen),
    weaving: Type.Optional(Chosen),
    productType: Type.Optional(Chosen),
    design: Type.Optional(Chosen),
    /** Colour families (a search keeps only its colours of those families). */
    colour: Type.Optional(Chosen),
    /** Bands of WIDTH_BANDS. */
    width: Type.Optional(Chosen),
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
    offset: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,3})$' })),
  },
  { additionalProperties: false },
);
export type BrowseQuery = Static<typeof BrowseQuery>;

/** An option of a filter and how many results it would keep, the other filters applied (the usual faceting rule). */
export const FacetOption = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type FacetOption = Static<typeof FacetOption>;

/**
 * One page of the list: `parents` (and, for a search, `skus`: colours found, their fabric's
 * attributes filtered) from `offset`, at most `limit` of each; `total` what every filter keeps
 * (fabrics, plus colours for a search), `parentTotal`/`skuTotal` each kind; `facets` every option
 * of the unfiltered list (and any chosen), in order (width: narrow to wide), with its count.
 */
export const BrowseResult = Type.Object({
  parents: Type.Array(SearchParent),
  skus: Type.Array(SearchSku),
  total: Type.Integer({ minimum: 0 }),
  parentTotal: Type.Integer({ minimum: 0 }),
  skuTotal: Type.Integer({ minimum: 0 }),
  facets: Type.Object({
    colour: Type.Array(FacetOption),
    composition: Type.Array(FacetOption),
    weaving: Type.Array(FacetOption),
    productType: Type.Array(FacetOption),
    design: Type.Array(FacetOption),
    width: Type.Array(FacetOption),
  }),
});
export type BrowseResult = Static<typeof BrowseResult>;

/** The storefront's filtered lists (public, cached until the next admin write). */
export const browseApi = {
  browse: call({ method: 'GET', path: '/browse', guard: 'public', cached: true, schema: { querystring: BrowseQuery, response: { 200: Envelope(BrowseResult), ...errorResponses } } }),
};
