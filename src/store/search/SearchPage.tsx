import { Alert, Box, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import FilterControls, { Pager } from '../filters/FilterPanel';
import { filterTexts } from '../filters/filterTexts';
import { maxPage, useBrowse, useChosen } from '../filters/useBrowse';
import { PageFrame } from '../PageFrame';
import { StoreImage } from '../StoreImage';
import { searchTexts } from './searchTexts';
import { SEARCH_PER_PAGE as PER_PAGE, searchPhotoSizes, searchQueryOf } from './searchList';
import { useTexts } from '../../i18n/locale';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';

/** Shop by colour (issue 18 §3): a chunk of its own, after the results. */
const ColourChooser = lazyWithTimeout(() => import('../colour/ColourChooser'));

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

  return (
    <PageFrame title={searchTexts.title(q)}>
      {noindex && <meta name="robots" content="noindex" />}
      {!q && <Typography>{searchTexts.prompt}</Typography>}
      {q && error && <Alert severity="error">{searchTexts.failed}</Alert>}
      {q && data && (
        <Box sx={layoutSx}>
          <div>
            {(data.total > 0 || chosenCount > 0) && (
              <FilterControls facets={data.facets} chosen={chosen} chosenCount={chosenCount} total={data.total} />
            )}
          </div>
          <div>
            <Typography role="status" sx={{ mb: 3 }}>
              {said}
            </Typography>
            <HitGrid title={searchTexts.fabrics} hits={parents} lead />
            <HitGrid title={searchTexts.colours} hits={skus} lead={!parents.length} />
            <Pager page={page} pages={pages} label={searchTexts.pages} />
          </div>
        </Box>
      )}
      {/* Under the results once they are there: shown before them, the chooser was pushed down the page as they came (Lighthouse: CLS 0.167). */}
      {(!q || data || error) && (
        <Suspense fallback={null}>
          <ColourChooser />
        </Suspense>
      )}
    </PageFrame>
  );
}
