import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import { useActiveCategories } from '../category/useActiveCategories';
import { useCategories } from '../category/useCategories';
import { LazyNotFoundPage as NotFoundPage } from '../notFound';
import { PageFrame } from '../PageFrame';
import { productTexts } from '../productTexts';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { BROWSE_DEFAULT_LIMIT } from '../../contract/browse';
import { maxPage, useBrowse, useChosen } from '../filters/useBrowse';
import { isProductType, productCardSizes } from './useParentSkus';
import { useTexts } from '../../i18n/locale';

/** Parent-SKU cards: 2 / 3 / 4 per row on small / medium / large screens (beside the filters from medium up). */
const columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: columns, gap: { xs: 2, sm: 3 } };
/** The filters beside the cards on wide screens (above them, a button, on phones). */
const layoutSx = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' };

// The filters and page numbers are a chunk of their own: the first page (/) carries neither.
const FilterControls = lazy(() => import('../filters/FilterPanel'));
const Pager = lazy(() => import('../filters/FilterPanel').then((m) => ({ default: m.Pager })));
const FabricsFound = lazy(() => import('../filters/FilterPanel').then((m) => ({ default: m.FabricsFound })));

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
 * product type, design, each option counted; kept in the URL) and a page of the active parent SKUs'
 * cards, each to its colours, with page numbers under them.
 */
export default function ProductListPage() {
  useTexts('catalogue');
  const { type, categoryId } = useParams();
  const { chosen, chosenCount, page } = useChosen();
  const list = categoryId ? (isProductType(type) ? { type: categoryId } : { category: categoryId }) : null;
  const { data, error } = useBrowse(list, chosen, page);
  const { name, unknown } = usePageName(type, categoryId);
  const docTitle = name && (isProductType(type) ? name : productTexts.categoryPageTitle(name));
  // No such category (the server answers this URL with 404 too).
  if (unknown) return <NotFoundPage detail={productTexts.unknownCategory} />;
  // Nothing in the list at all (not merely nothing the filters keep), or it could not be read.
  const empty = error || (data && data.parentTotal === 0 && chosenCount === 0);
  const pages = data ? Math.min(maxPage(BROWSE_DEFAULT_LIMIT), Math.ceil(data.parentTotal / BROWSE_DEFAULT_LIMIT)) : 1;

  return (
    <PageFrame title={name} docTitle={docTitle} back>
      {empty ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{messages.noData}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{productTexts.categoryNotFound}</Typography>
        </Box>
      ) : (
        <Box sx={layoutSx}>
          <div>
            {data && (
              <Suspense fallback={null}>
                <FilterControls facets={data.facets} chosen={chosen} chosenCount={chosenCount} total={data.parentTotal} />
              </Suspense>
            )}
          </div>
          <div>
            {data && (
              <Suspense fallback={null}>
                <FabricsFound total={data.parentTotal} />
              </Suspense>
            )}
            <Box component="ul" className="sv-cards" sx={gridSx}>
              {!data ? (
                <CardSkeletons count={8} lines={2} />
              ) : (
                data.parents.map((p, i) => (
                  <li key={p.parentsSku}>
                    <RouterLink className="sv-card" to={p.url}>
                      <StoreImage path={p.path} alt="" width={600} height={600} sizes={productCardSizes} eager={i < 2} priority={i === 0 && page === 1} />
                      <span className="sv-card-body">
                        <span className="sv-card-code">{p.parentsSku}</span>
                        <h2 className="sv-card-title">{p.name}</h2>
                      </span>
                    </RouterLink>
                  </li>
                ))
              )}
            </Box>
            <Suspense fallback={null}>
              <Pager page={page} pages={pages} />
            </Suspense>
          </div>
        </Box>
      )}
    </PageFrame>
  );
}
