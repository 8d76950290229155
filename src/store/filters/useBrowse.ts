import { useSearchParams } from 'react-router-dom';
import { BROWSE_DEFAULT_LIMIT, BROWSE_MAX_OFFSET, browseApi, FACETS, VALUE_SEPARATOR, type BrowseResult, type FacetName } from '../../contract/browse';
import type { Call } from '../../contract/call';
import { useResult } from '../useApi';

/** Which list: a category's or a product type's fabrics, or a search. */
export type BrowseList = { category: string } | { type: string } | { q: string };

export type Chosen = Record<FacetName, string[]>;
const NONE = Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as Chosen;

/** The last page the call reaches (its offset is at most BROWSE_MAX_OFFSET). */
export const maxPage = (perPage: number) => Math.floor(BROWSE_MAX_OFFSET / perPage) + 1;

/** The browse call and its query for one page of a list (also what routeData preloads: the first page, nothing chosen). */
export function browseCall(list: BrowseList, chosen: Chosen = NONE, page = 1, perPage = BROWSE_DEFAULT_LIMIT): [Call, { query: Record<string, string> }] {
  const query: Record<string, string> = { ...list, limit: String(perPage), offset: String((page - 1) * perPage) };
  for (const f of FACETS) if (chosen[f].length) query[f] = chosen[f].join(VALUE_SEPARATOR);
  return [browseApi.browse, { query }];
}

/**
 * The page's filters and page number, kept in its URL (`?weaving=Plain&weaving=Twill&page=2`), so a
 * link shares them and Back undoes each change (the changes: filterActions.ts, with the filters' chunk).
 */
export function useChosen(perPage = BROWSE_DEFAULT_LIMIT) {
  const [params] = useSearchParams();
  return chosenOf(params, perPage);
}

/** What a list page's URL query chooses (useChosen; routeData reads it before the first render). */
export function chosenOf(params: URLSearchParams, perPage = BROWSE_DEFAULT_LIMIT) {
  const chosen = Object.fromEntries(FACETS.map((f) => [f, params.getAll(f).filter(Boolean)])) as unknown as Chosen;
  const page = Math.min(maxPage(perPage), Math.max(1, Math.floor(Number(params.get('page'))) || 1));
  return { chosen, chosenCount: FACETS.reduce((n, f) => n + chosen[f].length, 0), page };
}

/** One page of a list with the filters chosen (the previous answer shown while the next loads). */
export function useBrowse(list: BrowseList | null, chosen: Chosen, page: number, perPage = BROWSE_DEFAULT_LIMIT) {
  const call = list ? browseCall(list, chosen, page, perPage) : null;
  return useResult<BrowseResult>(call?.[0] ?? null, call?.[1], { keepPreviousData: true });
}
