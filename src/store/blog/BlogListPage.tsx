import { Box, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { messages } from '../../messages';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { useBlogsOfType, useBlogTypes } from './useBlogs';
import { useTexts } from '../../i18n/locale';

const columns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: columns, gap: 3 };
const sizes = '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * /blog: a tab per blog type (the first chosen unless the URL names one, so Back returns to the same
 * tab) and a grid of that type's posts, each to its article.
 */
export default function BlogListPage() {
  useTexts('pages');
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
          <Box component="ul" className="sv-cards" sx={gridSx}>
            {status === 'LOADING' ? (
              <CardSkeletons count={3} ratio="1200 / 630" lines={2} />
            ) : (
              blogs.data!.map((b, i) => (
                <li key={b._id}>
                  <RouterLink className="sv-card" to={`/blogdetail/${encodeURIComponent(b._id)}`}>
                    <StoreImage path={b.url} alt="" width={1200} height={630} sizes={sizes} eager={i < 3} priority={i === 0} />
                    <span className="sv-card-body">
                      <h2 className="sv-card-title">{b.title}</h2>
                      <span className="sv-card-text">{b.subTitle}</span>
                    </span>
                  </RouterLink>
                </li>
              ))
            )}
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
