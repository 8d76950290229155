import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersion, Envelope, errorResponses, IdParams, MessageBody, RecordVersion } from './common.js';
import { ListQuery, WithTotal } from './listQuery.js';

export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_OFFSET, SEARCH_MAX_QUERY, SearchParent, SearchSku } from './searchHits.js';
import { SEARCH_MAX_QUERY, SearchParent, SearchSku } from './searchHits.js';

/** GET /api/search?q=TEXT&limit=N&offset=M: `limit` 1–100, 20 when left out; `offset` 0–9999 (0), skipped of each kind. */
export const SearchQuery = Type.Object(
  {
    q: Type.String({ maxLength: SEARCH_MAX_QUERY }),
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
    offset: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,3})$' })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/**
 * Each array best first, from `offset`, cut at `limit`; `total` counts every parent and colour found,
 * `parentTotal` and `skuTotal` each kind (how far each array pages).
 */
export const SearchResult = Type.Object({
  parents: Type.Array(SearchParent),
  skus: Type.Array(SearchSku),
  total: Type.Integer({ minimum: 0 }),
  parentTotal: Type.Integer({ minimum: 0 }),
  skuTotal: Type.Integer({ minimum: 0 }),
});
export type SearchResult = Static<typeof SearchResult>;
export const SearchAnswer = Envelope(SearchResult);

/** A group of trade words that find each other, e.g. "linen, ลินิน". */
export const SearchSynonym = Type.Object({ _id: Type.String(), words: Type.String(), version: RecordVersion });
export type SearchSynonym = Static<typeof SearchSynonym>;
export const SearchSynonymFields = Type.Object({ words: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type SearchSynonymFields = Static<typeof SearchSynonymFields>;
/** An edit: also the `version` it was based on (issue 20 §1.4; optional, see EditVersion). */
const SearchSynonymEditBody = Type.Object({ words: Type.String({ minLength: 1, maxLength: 500 }), version: EditVersion }, { additionalProperties: false });
const SearchSynonymList = Envelope(Type.Array(SearchSynonym));
const SearchSynonymOne = Envelope(SearchSynonym);

/** The storefront search (public, cached until the next admin write). */
export const searchApi = {
  search: call({ method: 'GET', path: '/search', guard: 'public', cached: true, schema: { querystring: SearchQuery, response: { 200: SearchAnswer, ...errorResponses } } }),
};

/** The Search Synonyms screen: list, add, edit, delete (admin). */
export const searchSynonymApi = {
  list: call({ method: 'GET', path: '/search_synonym/get_search_synonym_all', guard: 'admin', schema: { querystring: ListQuery, response: { 200: WithTotal(SearchSynonymList), ...errorResponses } } }),
  add: call({ method: 'POST', path: '/search_synonym/add_new_search_synonym', guard: 'admin', schema: { body: SearchSynonymFields, response: { 201: SearchSynonymOne, ...errorResponses } } }),
  update: call({
    method: 'POST',
    path: '/search_synonym/update_search_synonym_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, body: SearchSynonymEditBody, response: { 200: SearchSynonymOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/search_synonym/delete_search_synonym/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
