import { useSearchParams } from 'react-router-dom';
import { FACETS, type FacetName } from '../../contract/browse';

/** Changes of the filters and page in the URL (a new history entry each, so Back undoes it); a change of filter goes back to page 1. */
export function useFilterActions() {
  const [params, setParams] = useSearchParams();
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next);
  };
  return {
    toggle: (facet: FacetName, value: string) =>
      change((next) => {
        const values = next.getAll(facet);
        next.delete(facet);
        for (const v of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.append(facet, v);
        next.delete('page');
      }),
    clear: () =>
      change((next) => {
        for (const f of FACETS) next.delete(f);
        next.delete('page');
      }),
    setPage: (n: number) => change((next) => (n > 1 ? next.set('page', String(n)) : next.delete('page'))),
  };
}
