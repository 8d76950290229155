import { Suspense, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import { useActiveCategories } from '../category/useActiveCategories';
import { useCategories } from '../category/useCategories';
import { LazyNotFoundPage as NotFoundPage } from '../notFound';
import { PageFrame } from '../PageFrame';
import { productTexts } from '../productTexts';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { usePageLoaded } from '../usePageLoaded';
import { isProductType, productCardSizes, useParentSkus } from './useParentSkus';
import { useTexts } from '../../i18n/locale';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';

/** Parent-SKU cards: 2 / 3 / 4 per row on small / medium / large screens (beside the filters from medium up). */
const columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: columns, gap: { xs: 2, sm: 3 } };
/** The filters beside the cards on wide screens; on phones their button (its height kept from the start) above them. */
const layoutSx = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' };

// The filters, page numbers and filtered pages (issue 18 §2) are a chunk of their own, loaded after the
// first cards (once the page has loaded: usePageLoaded): the first page (/) carries none of them.
const ProductBrowse = lazyWithTimeout(() => import('./ProductBrowse'), { name: 'ProductBrowse' });

/** A card of the list: what both the first cards and a filtered page show. */
export interface Card {
  parentsSku: string;
  name: string;
  path: string;
}

/** A page of the filtered list, as the filters' chunk hands it to the page. */
export interface Browsed {
  cards: Card[];
  status: string;
  after: ReactNode;
}

/** The list's frame, the same before and after the filters come (nothing moves): filters, a status line, the cards. */
export function ListFrame({ filters, status, cards, after }: { filters?: ReactNode; status?: ReactNode; cards: Card[] | undefined; after?: ReactNode }) {
  return (
    <Box sx={layoutSx}>
      <Box sx={{ minHeight: { xs: 37, md: 0 } }}>{filters}</Box>
      <div>
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary', minHeight: '1.5em' }}>
          {status}
        </Typography>
        <Box component="ul" className="sv-cards" sx={gridSx}>
          {!cards ? (
            <CardSkeletons count={8} lines={2} />
          ) : (
            cards.map((p, i) => (
              <li key={p.parentsSku}>
                <RouterLink className="sv-card" to={`/sub_product/${encodeURIComponent(p.parentsSku)}`}>
                  <StoreImage path={p.path} alt="" width={600} height={600} sizes={productCardSizes} eager={i < 2} priority={i === 0} />
                  <span className="sv-card-body">
                    <span className="sv-card-code">{p.parentsSku}</span>
                    <h2 className="sv-card-title">{p.name}</h2>
                  </span>
                </RouterLink>
              </li>
            ))
          )}
        </Box>
        {after}
      </div>
    </Box>
  );
}

/**
 * The page's name: the category's (from either list), or the product type's value as given. `unknown`
 * once both category lists have answered without the id: no such (active) category, a not-found page.
 */
function usePageName(type: string | undefined, id: string | undefined): { name: string | undefined; unknown: boolean } {
  const categories = useCategories();
  const active = useActiveCategories();
  if (!id) return { name: undefined, unknown: false };
  if (isProductType(type)) return { name: id.toUpperCase(), unknown: false };
  const name = categories.data?.find((c) => c.categoryId === id)?.name ?? active.data?.find((c) => c.categoryId === id)?.name;
  if (name) return { name, unknown: false };
  if (categories.data && active.data) return { name: undefined, unknown: true };
  // A list failed: name the page by the id once both have answered.
  return { name: (categories.data || categories.error) && (active.data || active.error) ? id : undefined, unknown: false };
}

/**
 * /product/{type}/{categoryId}: Back, the filters (issue 18 §2: composition, weaving, width range,
 * product type, design, each option counted, kept in the URL) and a page of the active parent SKUs'
 * cards, each to its colours, with page numbers under them. The first cards come from the spec's list
 * call at once; the filters' chunk then fills the same frame.
 */
export default function ProductListPage() {
  useTexts('catalogue');
  const { type, categoryId } = useParams();
  const { search } = useLocation();
  // What the filters' chunk shows once it has its first answer; until then the first cards. The frame
  // stays mounted throughout (a Suspense fallback swapped for the chunk would draw the cards again, later).
  const [browsed, setBrowsed] = useState<Browsed | null>(null);
  const loaded = usePageLoaded();
  const { data, error } = useParentSkus(type, categoryId);
  const status = listStatus(data, error);
  const { name, unknown } = usePageName(type, categoryId);
  const docTitle = name && (isProductType(type) ? name : productTexts.categoryPageTitle(name));
  // No such category (the server answers this URL with 404 too).
  if (unknown) return <NotFoundPage detail={productTexts.unknownCategory} />;
  // A URL naming filters or a page waits for them rather than showing the first cards (its language aside).
  // useLocation, not useSearchParams: the first bundle holds no useSearchParams otherwise.
  const first = [...new URLSearchParams(search).keys()].some((k) => k !== 'lang') ? undefined : data;

  return (
    <PageFrame title={name} docTitle={docTitle} back>
      {status === 'NO_DATA' ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{messages.noData}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{productTexts.categoryNotFound}</Typography>
        </Box>
      ) : (
        <ListFrame
          filters={
            categoryId &&
            (loaded || !first) && (
              <Suspense fallback={null}>
                <ProductBrowse list={isProductType(type) ? { type: categoryId } : { category: categoryId }} first={first} onBrowse={setBrowsed} />
              </Suspense>
            )
          }
          status={browsed?.status}
          cards={browsed ? browsed.cards : first}
          after={browsed?.after}
        />
      )}
    </PageFrame>
  );
}
