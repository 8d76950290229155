import { Box, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { filterTexts } from '../filters/filterTexts';
import { maxPage, useBrowse, useChosen } from '../filters/useBrowse';
import { PageFrame } from '../PageFrame';
import { StoreImage } from '../StoreImage';
import { searchTexts } from './searchTexts';
import { SEARCH_PER_PAGE as PER_PAGE, searchPhotoSizes, searchQueryOf } from './searchList';
import { useTexts } from '../../i18n/locale';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { usePageLoaded } from '../usePageLoaded';

/** Shop by colour (issue 18 §3): a chunk of its own, after the results. */
const ColourChooser = lazyWithTimeout(() => import('../colour/ColourChooser'), { name: 'ColourChooser' });
/**
 * The filters and page numbers (issue 18 §2): the filters' chunk, loaded once the first results are
 * drawn and the page has loaded. Statically imported, its code (checkboxes, chips, the drawer, the
 * pagination) came before the first result could be drawn: the page's largest paint, its first picture,
 * waited on it (Lighthouse, mobile: most of the LCP was render delay).
 */
const FilterControls = lazyWithTimeout(() => import('../filters/FilterPanel'), { name: 'FilterControls' });
const Pager = lazyWithTimeout(() => import('../filters/FilterPanel').then((m) => ({ default: m.Pager })), { name: 'Pager' });
/** Only when a search fails. */
const Alert = lazyWithTimeout(() => import('@mui/material/Alert'), { name: 'SearchAlert' });
/** The pager's height (MUI Pagination and its top margin), kept while its code comes so nothing under it moves. */
const PAGER_HEIGHT = 56;

/** Results of each kind a page; a page is one call (offset), so paging goes past the first 100. */
const MAX_PAGE = maxPage(PER_PAGE);
/** The filters beside the results on wide screens (above them, a button, on phones). */
const layoutSx = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' };

interface Hit {
  key: string;
  code: string;
  name: string;
  url: string;
  path: string;
}

/** `lead`: the page's first grid, whose first row is above the fold (its first picture is the page's largest paint). */
function HitGrid({ title, hits, lead }: { title: string; hits: Hit[]; lead: boolean }) {
  if (!hits.length) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {hits.map((h, i) => (
          <li key={h.key}>
            <Box component={RouterLink} to={h.url} sx={{ display: 'block', color: 'text.primary', textDecoration: 'none', '&:hover .sv-name': { textDecoration: 'underline' } }}>
              <StoreImage path={h.path} alt="" width={400} height={400} sizes={searchPhotoSizes} eager={lead && i < 2} priority={lead && i === 0} />
              <Box sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>{h.code}</Box>
              <Box className="sv-name" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {h.name}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * /search?q=…&page=N (issue 18 §1): fabrics (parent SKUs) and colours found, best first, 24 of each a
 * page; filtered by the fabric's composition, weaving, width, product type and design (§2), each option
 * counted, the filters in the URL as on the product lists.
 */
export default function SearchPage() {
  useTexts('catalogue');
  const [params] = useSearchParams();
  const q = searchQueryOf(params);
  const { chosen, chosenCount, page } = useChosen(PER_PAGE);
  const { data, error } = useBrowse(q ? { q } : null, chosen, page, PER_PAGE);
  const parents: Hit[] = (data?.parents ?? []).map((p) => ({ key: `p:${p.parentsSku}`, code: p.parentsSku, name: p.name, url: p.url, path: p.path }));
  const skus: Hit[] = (data?.skus ?? []).map((s) => ({ key: `s:${s.sku}`, code: s.sku, name: s.name, url: s.url, path: s.path }));
  const pages = data ? Math.min(MAX_PAGE, Math.max(1, Math.ceil(Math.max(data.parentTotal, data.skuTotal) / PER_PAGE))) : 1;
  // Nothing to index: no query, or nothing found (the server-rendered head says so too; this keeps it after a client-side search).
  const noindex = !q || data?.total === 0;
  const said = !data ? '' : data.total ? searchTexts.found(data.total) : chosenCount ? filterTexts.noneMatch : searchTexts.nothing(q);
  // The filters, page numbers and colour chooser come after the first results (see FilterControls).
  const loaded = usePageLoaded();
  const filtered = !!data && (data.total > 0 || chosenCount > 0);

  return (
    <PageFrame title={searchTexts.title(q)}>
      {noindex && <meta name="robots" content="noindex" />}
      {!q && <Typography>{searchTexts.prompt}</Typography>}
      {q && error && (
        <Suspense fallback={null}>
          <Alert severity="error">{searchTexts.failed}</Alert>
        </Suspense>
      )}
      {q && data && (
        <Box sx={layoutSx}>
          {/* On phones the filters' button, its height kept from the start (the results under it stay put as it comes). */}
          <Box sx={{ minHeight: { xs: filtered ? 37 : 0, md: 0 } }}>
            {filtered && loaded && (
              <Suspense fallback={null}>
                <FilterControls facets={data.facets} chosen={chosen} chosenCount={chosenCount} total={data.total} />
              </Suspense>
            )}
          </Box>
          <div>
            <Typography role="status" sx={{ mb: 3 }}>
              {said}
            </Typography>
            <HitGrid title={searchTexts.fabrics} hits={parents} lead />
            <HitGrid title={searchTexts.colours} hits={skus} lead={!parents.length} />
            {pages > 1 && (
              <Box sx={{ minHeight: PAGER_HEIGHT }}>
                {loaded && (
                  <Suspense fallback={null}>
                    <Pager page={page} pages={pages} label={searchTexts.pages} />
                  </Suspense>
                )}
              </Box>
            )}
          </div>
        </Box>
      )}
      {/* Under the results once they are there: shown before them, the chooser was pushed down the page as they came (Lighthouse: CLS 0.167). */}
      {(!q || ((data || error) && loaded)) && (
        <Suspense fallback={null}>
          <ColourChooser />
        </Suspense>
      )}
    </PageFrame>
  );
}
