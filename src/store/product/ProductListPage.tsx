import { Box, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messages } from '../../messages';
import { cardSx } from '../category/CategoryGrid';
import { useActiveCategories } from '../category/useActiveCategories';
import { useCategories } from '../category/useCategories';
import { PageFrame } from '../PageFrame';
import { pageTexts } from '../pageTexts';
import { StoreImage } from '../StoreImage';
import { listStatus } from '../useApi';
import { isProductType, productCardSizes, useParentSkus } from './useParentSkus';

/** Parent-SKU cards: 2 / 3 / 4 per row on small / medium / large screens. */
const columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };

/** The page's name: the category's (from either list), or the product type's value as given. */
function usePageName(type: string | undefined, id: string | undefined): string | undefined {
  const categories = useCategories();
  const active = useActiveCategories();
  if (!id) return undefined;
  if (isProductType(type)) return id.toUpperCase();
  const name = categories.data?.find((c) => c.categoryId === id)?.name ?? active.data?.find((c) => c.categoryId === id)?.name;
  if (name) return name;
  // Neither list knows the id (or they failed): name the page by the id once both have answered.
  return (categories.data || categories.error) && (active.data || active.error) ? id : undefined;
}

/** /product/{type}/{categoryId}: Back, and the cards of the active parent SKUs, each to its colours. */
export default function ProductListPage() {
  const { type, categoryId } = useParams();
  const { data, error } = useParentSkus(type, categoryId);
  const status = listStatus(data, error);
  const name = usePageName(type, categoryId);
  const docTitle = name && (isProductType(type) ? name : pageTexts.categoryPageTitle(name));

  return (
    <PageFrame title={name} docTitle={docTitle} back>
      {status === 'NO_DATA' ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{messages.noData}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{pageTexts.categoryNotFound}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 2, sm: 3 }, listStyle: 'none', p: 0, m: 0 }}>
          {status === 'LOADING'
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i} aria-hidden>
                  <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
                  <Skeleton width="50%" sx={{ mt: 1 }} />
                  <Skeleton width="80%" />
                </li>
              ))
            : data!.map((p, i) => (
                <li key={p._id}>
                  <Box component={RouterLink} to={`/sub_product/${encodeURIComponent(p.parentsSku)}`} sx={cardSx}>
                    <StoreImage path={p.path} alt="" width={600} height={600} sizes={productCardSizes} eager={i < 2} priority={i === 0} />
                    <Box sx={{ px: 1.5, py: 1.25 }}>
                      <Typography sx={{ fontSize: 13, fontWeight: 700, letterSpacing: 0.5, color: 'text.secondary' }}>{p.parentsSku}</Typography>
                      <Typography component="h2" sx={{ fontSize: { xs: '0.95rem', sm: '1.05rem' }, fontWeight: 600, lineHeight: 1.35 }}>
                        {p.name}
                      </Typography>
                    </Box>
                  </Box>
                </li>
              ))}
        </Box>
      )}
    </PageFrame>
  );
}
