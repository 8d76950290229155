import { Alert, Box, Pagination, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCached } from '../useApi';
import { callApi } from '../../api/client';
import { SEARCH_MAX_OFFSET, searchApi, type SearchResult } from '../../contract/search';
import { PageFrame } from '../PageFrame';
import { StoreImage } from '../StoreImage';
import { searchTexts } from './searchTexts';
import { useTexts } from '../../i18n/locale';

/** Results of each kind a page; a page is one call (offset), so paging goes past the first 100. */
const PER_PAGE = 24;
/** The last page the call can reach (its offset is at most SEARCH_MAX_OFFSET). */
const MAX_PAGE = Math.floor(SEARCH_MAX_OFFSET / PER_PAGE) + 1;

interface Hit {
  key: string;
  code: string;
  name: string;
  url: string;
  path: string;
}

function HitGrid({ title, hits }: { title: string; hits: Hit[] }) {
  if (!hits.length) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {hits.map((h) => (
          <li key={h.key}>
            <Box component={RouterLink} to={h.url} sx={{ display: 'block', color: 'text.primary', textDecoration: 'none', '&:hover .sv-name': { textDecoration: 'underline' } }}>
              <StoreImage path={h.path} alt="" width={400} height={400} sizes="(min-width: 900px) 25vw, 50vw" />
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

/** /search?q=…&page=N (issue 18 §1): fabrics (parent SKUs) and colours found, best first, 24 of each a page. */
export default function SearchPage() {
  useTexts('catalogue');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(params.get('page'))) || 1));
  const { data, error } = useCached<SearchResult>(
    q ? JSON.stringify(['search', q, page]) : null,
    async () => ((await callApi(searchApi.search, { query: { q, limit: String(PER_PAGE), offset: String((page - 1) * PER_PAGE) } })).data as { result: SearchResult }).result,
    { keepPreviousData: true },
  );
  const parents: Hit[] = (data?.parents ?? []).map((p) => ({ key: `p:${p.parentsSku}`, code: p.parentsSku, name: p.name, url: p.url, path: p.path }));
  const skus: Hit[] = (data?.skus ?? []).map((s) => ({ key: `s:${s.sku}`, code: s.sku, name: s.name, url: s.url, path: s.path }));
  const pages = data ? Math.min(MAX_PAGE, Math.max(1, Math.ceil(Math.max(data.parentTotal, data.skuTotal) / PER_PAGE))) : 1;
  // Nothing to index: no query, or nothing found (the server-rendered head says so too; this keeps it after a client-side search).
  const noindex = !q || data?.total === 0;

  return (
    <PageFrame title={searchTexts.title(q)}>
      {noindex && <meta name="robots" content="noindex" />}
      {!q && <Typography>{searchTexts.prompt}</Typography>}
      {q && error && <Alert severity="error">{searchTexts.failed}</Alert>}
      {q && data && (
        <>
          <Typography role="status" sx={{ mb: 3 }}>
            {data.total ? searchTexts.found(data.total) : searchTexts.nothing(q)}
          </Typography>
          <HitGrid title={searchTexts.fabrics} hits={parents} />
          <HitGrid title={searchTexts.colours} hits={skus} />
          {pages > 1 && (
            <Box component="nav" aria-label={searchTexts.pages} sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_, n) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(n));
                  setParams(next);
                  window.scrollTo(0, 0);
                }}
              />
            </Box>
          )}
        </>
      )}
    </PageFrame>
  );
}
