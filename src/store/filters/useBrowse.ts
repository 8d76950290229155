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
 * The page's filters and page number, kept in its URL (`?weaving=Plain&weaving=Twill&page=2`), so
 * a link shares them and Back undoes each change; a change of filter goes back to page 1.
 */
export function useBrowseParams(perPage = BROWSE_DEFAULT_LIMIT) {
  const [params, setParams] = useSearchParams();
  const chosen = Object.fromEntries(FACETS.map((f) => [f, params.getAll(f).filter(Boolean)])) as unknown as Chosen;
  const page = Math.min(maxPage(perPage), Math.max(1, Math.floor(Number(params.get('page'))) || 1));
  const chosenCount = FACETS.reduce((n, f) => n + chosen[f].length, 0);
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next);
  };
  const toggle = (facet: FacetName, value: string) =>
    change((next) => {
      const values = chosen[facet].includes(value) ? chosen[facet].filter((v) => v !== value) : [...chosen[facet], value];
      next.delete(facet);
      for (const v of values) next.append(facet, v);
      next.delete('page');
    });
  const clear = () =>
    change((next) => {
      for (const f of FACETS) next.delete(f);
      next.delete('page');
    });
  const setPage = (n: number) => change((next) => (n > 1 ? next.set('page', String(n)) : next.delete('page')));
  return { chosen, chosenCount, page, toggle, clear, setPage };
}

/** One page of a list with the filters chosen (the previous answer shown while the next loads). */
export function useBrowse(list: BrowseList | null, chosen: Chosen, page: number, perPage = BROWSE_DEFAULT_LIMIT) {
  const call = list ? browseCall(list, chosen, page, perPage) : null;
  return useResult<BrowseResult>(call?.[0] ?? null, call?.[1], { keepPreviousData: true });
}
