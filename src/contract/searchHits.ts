import { Type, type Static } from '@sinclair/typebox';

/**
 * What the search and browse calls share (issue 18): the query's limits and the fabrics and colours
 * they answer. Apart from search.ts so the storefront's first page, which reads the browse call, does
 * not carry the search call's module.
 */

/** Longest query the search call takes (issue 18 §1). */
export const SEARCH_MAX_QUERY = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
/** The furthest `offset` (paging past the first 100 of a kind); nobody reads 10,000 results one page at a time. */
export const SEARCH_MAX_OFFSET = 9999;

/** A parent SKU found; `path` is its photo ('' when none), `url` its storefront page. */
export const SearchParent = Type.Object({ parentsSku: Type.String(), name: Type.String(), url: Type.String(), path: Type.String() });
export type SearchParent = Static<typeof SearchParent>;
/** A colour found; its page is its parent's, with the colour chosen (`?sku=`). */
export const SearchSku = Type.Object({ sku: Type.String(), parentsSku: Type.String(), name: Type.String(), url: Type.String(), path: Type.String() });
export type SearchSku = Static<typeof SearchSku>;

