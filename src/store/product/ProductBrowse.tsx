import { startTransition, useEffect } from 'react';
import FilterControls, { Pager } from '../filters/FilterPanel';
import { filterTexts } from '../filters/filterTexts';
import { maxPage, useBrowse, useChosen, type BrowseList } from '../filters/useBrowse';
import { BROWSE_DEFAULT_LIMIT } from '../../contract/browse';
import type { Browsed, Card } from './ProductListPage';

const MAX_PAGE = maxPage(BROWSE_DEFAULT_LIMIT);

/**
 * The product list's filters and pages (issue 18 §2), a chunk loaded after the first cards: one page
 * of GET /api/browse with the filters and page the URL names. It draws the filters (beside the cards,
 * a button on phones) and hands the page its cards, the count found and the page numbers
 * (`onBrowse`), so the cards already drawn stay the same elements. Until its first answer the page
 * keeps the first cards (`first`, the spec's list call); should the browse call fail, they stay too,
 * or, when the URL named filters, the page says it failed. It imports nothing of the page but types:
 * an import back into the first page's chunk split two of its modules into chunks of their own.
 */
export default function ProductBrowse({ list, first, onBrowse }: { list: BrowseList; first: Card[] | undefined; onBrowse: (b: Browsed | null) => void }) {
  const { chosen, chosenCount, page } = useChosen();
  const { data, error } = useBrowse(list, chosen, page);
  const failed = !data && !!error && !first;
  useEffect(() => {
    // As a transition: the page's cards are drawn anew in slices that yield to the browser, not in one long task.
    startTransition(() => {
      if (failed) onBrowse({ cards: [], status: filterTexts.failed, after: null });
      else if (!data) onBrowse(null);
      else {
        const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(data.parentTotal / BROWSE_DEFAULT_LIMIT)));
        onBrowse({
          cards: data.parents,
          status: data.parentTotal ? filterTexts.fabricsFound(data.parentTotal) : filterTexts.noneMatch,
          after: <Pager page={page} pages={pages} />,
        });
      }
    });
  }, [data, failed, page, onBrowse]);
  if (!data || !(data.parentTotal > 0 || chosenCount > 0)) return null;
  return <FilterControls facets={data.facets} chosen={chosen} chosenCount={chosenCount} total={data.parentTotal} />;
}
