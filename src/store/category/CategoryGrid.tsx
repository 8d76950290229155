import { Box, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../messages';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { useCategories } from './useCategories';

/** spec.md §9: 1 / 3 / 4 category cards per row on small / medium / large screens. */
export const categoryColumns = { xs: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };
const sizes = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 100vw';

export const cardSx = {
  display: 'block',
  height: '100%',
  bgcolor: 'background.paper',
  color: 'text.primary',
  textDecoration: 'none',
  borderRadius: 2,
  overflow: 'hidden',
  boxShadow: 1,
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: 4 },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/**
 * Category cards (picture and name), each to its product list. Plain CSS grid and links: this grid is
 * on the home page, whose script budget has no room for MUI's Grid and Card.
 */
export function CategoryGrid({ linkType = 'category', nameAs = 'h3', eagerCount = 4 }: { linkType?: string; nameAs?: 'h2' | 'h3'; eagerCount?: number }) {
  const { data, error } = useCategories();
  const status = listStatus(data, error);
  if (status === 'NO_DATA') return <Typography sx={{ py: 4, textAlign: 'center' }}>{messages.noData}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: categoryColumns, gap: 3, listStyle: 'none', p: 0, m: 0 }}>
      {status === 'LOADING'
        ? Array.from({ length: 6 }, (_, i) => (
            <li key={i} aria-hidden>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
              <Skeleton width="60%" sx={{ mt: 1, fontSize: '1.25rem' }} />
            </li>
          ))
        : data!.map((c, i) => (
            <li key={c._id}>
              <Box component={RouterLink} to={`/product/${linkType}/${encodeURIComponent(c.categoryId)}`} sx={cardSx}>
                <StoreImage path={c.url} alt="" width={800} height={800} sizes={sizes} eager={i < eagerCount} />
                <Typography component={nameAs} variant="h6" sx={{ px: 2, py: 1.5 }}>
                  {c.name}
                </Typography>
              </Box>
            </li>
          ))}
    </Box>
  );
}
