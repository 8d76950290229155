import type { WidthBand } from '../../contract/browse';

/** The filters and paging of the product list and search pages (issue 18 §2); the filters' names are productTexts'. */
export const filterTexts = {
  filters: 'Filters',
  /** The phone's button that opens the filters. */
  openFilters: (chosen: number) => (chosen ? `Filters (${chosen} chosen)` : 'Filters'),
  /** An option and how many results it keeps (read out by screen readers with the option). */
  option: (label: string, count: number) => `${label} (${count})`,
  widthBands: {
    under45: 'Under 45″ (114 cm)',
    from45: '45–57″ (114–145 cm)',
    from58: '58–71″ (147–180 cm)',
    from72: '72″ (183 cm) and wider',
  } satisfies Record<WidthBand, string>,
  clear: 'Clear filters',
  showResults: (n: number) => `Show ${n} result${n === 1 ? '' : 's'}`,
  fabricsFound: (n: number) => `${n} fabric${n === 1 ? '' : 's'}`,
  noneMatch: 'No fabric matches these filters. Clear a filter to see more.',
  failed: 'The list could not be loaded, please try again.',
  pages: 'Pages',
  /** A page button's name for screen readers (MUI's own English wording; `selected`: the page shown). */
  pageItem: (type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', page: number | null, selected: boolean) =>
    type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`,
};
