import FilterControls, { Pager } from '../filters/FilterPanel';
import { filterTexts } from '../filters/filterTexts';
import { maxPage, useBrowse, useChosen, type BrowseList } from '../filters/useBrowse';
import { BROWSE_DEFAULT_LIMIT } from '../../contract/browse';
import type { Card, ListFrame } from './ProductListPage';

const MAX_PAGE = maxPage(BROWSE_DEFAULT_LIMIT);

/**
 * The product list's filters and pages (issue 18 §2), a chunk loaded after the first cards: one page
 * of GET /api/browse with the filters and page the URL names, the filters beside the cards (a button
 * on phones), the count found, page numbers. Until its first answer, the first cards (`first`, the
 * spec's list call) stay; should the browse call fail, they stay too (else it says so). The page
 * gives its frame (`Frame`) rather than this chunk importing the page: an import back into the first
 * page's chunk split two of its modules into chunks of their own, 1 kB more gzip on /.
 */
export default function ProductBrowse({ list, first, Frame }: { list: BrowseList; first: Card[] | undefined; Frame: typeof ListFrame }) {
  const { chosen, chosenCount, page } = useChosen();
  const { data, error } = useBrowse(list, chosen, page);
  if (!data) return <Frame cards={first ?? (error ? [] : undefined)} status={error && !first ? filterTexts.failed : undefined} />;
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(data.parentTotal / BROWSE_DEFAULT_LIMIT)));
  return (
    <Frame
      filters={(data.parentTotal > 0 || chosenCount > 0) && <FilterControls facets={data.facets} chosen={chosen} chosenCount={chosenCount} total={data.parentTotal} />}
      status={data.parentTotal ? filterTexts.fabricsFound(data.parentTotal) : filterTexts.noneMatch}
      cards={data.parents}
      after={<Pager page={page} pages={pages} />}
    />
  );
}
