import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Chip, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { formatDateTime } from '../../i18n/format';
import { messages } from '../../messages';
import NotFoundPage from '../NotFoundPage';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { SafeHtml } from '../SafeHtml';
import { skeletonLine } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { useBlog, useBlogTags } from './useBlogs';
import { useTexts } from '../../i18n/locale';

function When({ label, iso }: { label: string; iso: string }) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return (
    <Box component="span" sx={{ mr: 3, display: 'inline-block' }}>
      {label}: <time dateTime={d.toISOString()}>{formatDateTime(d)}</time>
    </Box>
  );
}

/** /blogdetail/{blogId}: title, subtitle, created and modified times, picture, the sanitised body, tags. */
export default function BlogDetailPage() {
  useTexts('pages');
  const { blogId } = useParams();
  const blog = useBlog(blogId);
  const tags = useBlogTags(blogId);
  const b = blog.data;

  // No such post (the server answers this URL with 404 too): the not-found page; another failure says no data.
  if (blog.error instanceof ApiError && blog.error.status === 404) return <NotFoundPage detail={pageTexts.blogNotFound} />;
  if (blog.error) {
    return (
      <PageFrame title={messages.noData} back>
        <Typography>{messages.noData}</Typography>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={b?.title} back>
      <Box component="article" sx={{ maxWidth: 820 }}>
        {b ? (
          <>
            <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', mb: 1 }}>{b.subTitle}</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
              <When label={pageTexts.created} iso={b.createAt} />
              {b.modifyAt && b.modifyAt !== b.createAt && <When label={pageTexts.modified} iso={b.modifyAt} />}
            </Typography>
            <StoreImage path={b.url} alt="" width={1200} height={630} sizes="(min-width: 900px) 820px, 100vw" priority style={{ borderRadius: 16, marginBottom: 24 }} />
            <SafeHtml html={b.body} sx={{ fontSize: '1.05rem', lineHeight: 1.8 }} />
          </>
        ) : (
          <>
            {skeletonLine('60%')}
            {skeletonLine('40%')}
            <span aria-hidden className="sv-skel" style={{ aspectRatio: '1200 / 630', margin: '16px 0 24px' }} />
            {skeletonLine('100%')}
            {skeletonLine('100%')}
            {skeletonLine('70%')}
          </>
        )}
        {tags.data && tags.data.length > 0 && (
          <Box component="section" aria-labelledby="blog-tags" sx={{ mt: 4 }}>
            <Typography id="blog-tags" component="h2" variant="h6" sx={{ mb: 1 }}>
              {pageTexts.tags}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {tags.data.map((t) => (
                <li key={t._id}>
                  <Chip icon={<LocalOfferIcon />} label={t.name} variant="outlined" />
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
