import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../messages';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { useCategories } from './useCategories';

/** spec.md §9: 1 / 3 / 4 category cards per row on small / medium / large screens. */
const categoryColumns = { xs: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: categoryColumns, gap: 3 };
const sizes = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 100vw';

/**
 * Category cards (picture and name), each to its product list. Plain links styled by class (see
 * StoreStyles): this grid is on the home page, whose first render should be as light as can be.
 */
export function CategoryGrid({ linkType = 'category', nameAs: Name = 'h3', eagerCount = 4 }: { linkType?: string; nameAs?: 'h2' | 'h3'; eagerCount?: number }) {
  const { data, error } = useCategories();
  const status = listStatus(data, error);
  if (status === 'NO_DATA') return <Typography sx={{ py: 4, textAlign: 'center' }}>{messages.noData}</Typography>;
  return (
    <Box component="ul" className="sv-cards" sx={gridSx}>
      {status === 'LOADING' ? (
        <CardSkeletons count={6} />
      ) : (
        data!.map((c, i) => (
          <li key={c._id}>
            <RouterLink className="sv-card" to={`/product/${linkType}/${encodeURIComponent(c.categoryId)}`}>
              <StoreImage path={c.url} alt="" width={800} height={800} sizes={sizes} eager={i < eagerCount} />
              <span className="sv-card-body">
                <Name className="sv-card-title">{c.name}</Name>
              </span>
            </RouterLink>
          </li>
        ))
      )}
    </Box>
  );
}
