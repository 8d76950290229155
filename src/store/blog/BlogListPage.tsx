import { Box, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { messages } from '../../messages';
import { cardSx } from '../category/CategoryGrid';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { useBlogsOfType, useBlogTypes } from './useBlogs';

const columns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };
const sizes = '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * /blog: a tab per blog type (the first chosen unless the URL names one, so Back returns to the same
 * tab) and a grid of that type's posts, each to its article.
 */
export default function BlogListPage() {
  const types = useBlogTypes();
  const typeStatus = listStatus(types.data, types.error);
  const [params, setParams] = useSearchParams();
  const chosen = types.data?.find((t) => t._id === params.get('type')) ?? types.data?.[0];
  const blogs = useBlogsOfType(chosen?._id);
  const status = typeStatus === 'NO_DATA' ? 'NO_DATA' : listStatus(blogs.data, blogs.error);
  const tabId = (id: string) => `blog-tab-${id}`;

  return (
    <PageFrame title={pageTexts.blogTitle}>
      {typeStatus === 'READY' && (
        <Tabs
          value={chosen!._id}
          onChange={(_, id: string) => setParams(id === types.data![0]._id ? {} : { type: id }, { replace: true })}
          aria-label={pageTexts.blogTypes}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {types.data!.map((t) => (
            <Tab key={t._id} value={t._id} label={t.name} id={tabId(t._id)} aria-controls="blog-panel" />
          ))}
        </Tabs>
      )}
      {typeStatus === 'LOADING' && <Skeleton variant="rectangular" height={48} sx={{ mb: 3, maxWidth: 320 }} />}
      <Box id="blog-panel" role={chosen ? 'tabpanel' : undefined} aria-labelledby={chosen ? tabId(chosen._id) : undefined}>
        {status === 'NO_DATA' ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{messages.noData}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{pageTexts.noBlogs}</Typography>
          </Box>
        ) : (
          <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: columns, gap: 3, listStyle: 'none', p: 0, m: 0 }}>
            {status === 'LOADING'
              ? Array.from({ length: 3 }, (_, i) => (
                  <li key={i} aria-hidden>
                    <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto', borderRadius: 2 }} />
                    <Skeleton width="80%" sx={{ mt: 1 }} />
                    <Skeleton width="60%" />
                  </li>
                ))
              : blogs.data!.map((b, i) => (
                  <li key={b._id}>
                    <Box component={RouterLink} to={`/blogdetail/${encodeURIComponent(b._id)}`} sx={cardSx}>
                      <StoreImage path={b.url} alt="" width={1200} height={630} sizes={sizes} eager={i < 3} priority={i === 0} />
                      <Box sx={{ p: 2 }}>
                        <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, mb: 0.5 }}>
                          {b.title}
                        </Typography>
                        <Typography sx={{ color: 'text.secondary' }}>{b.subTitle}</Typography>
                      </Box>
                    </Box>
                  </li>
                ))}
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
