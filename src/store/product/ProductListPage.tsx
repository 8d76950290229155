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
import { listStatus } from '../useApi';
import { isProductType, productCardSizes, useParentSkus } from './useParentSkus';
import { useTexts } from '../../i18n/locale';

/** Parent-SKU cards: 2 / 3 / 4 per row on small / medium / large screens. */
const columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: columns, gap: { xs: 2, sm: 3 } };

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

/** /product/{type}/{categoryId}: Back, and the cards of the active parent SKUs, each to its colours. */
export default function ProductListPage() {
  useTexts('catalogue');
  const { type, categoryId } = useParams();
  const { data, error } = useParentSkus(type, categoryId);
  const status = listStatus(data, error);
  const { name, unknown } = usePageName(type, categoryId);
  const docTitle = name && (isProductType(type) ? name : productTexts.categoryPageTitle(name));
  // No such category (the server answers this URL with 404 too).
  if (unknown) return <NotFoundPage detail={productTexts.unknownCategory} />;

  return (
    <PageFrame title={name} docTitle={docTitle} back>
      {status === 'NO_DATA' ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{messages.noData}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{productTexts.categoryNotFound}</Typography>
        </Box>
      ) : (
        <Box component="ul" className="sv-cards" sx={gridSx}>
          {status === 'LOADING' ? (
            <CardSkeletons count={8} lines={2} />
          ) : (
            data!.map((p, i) => (
              <li key={p._id}>
                <RouterLink className="sv-card" to={`/sub_product/${encodeURIComponent(p.parentsSku)}`}>
                  <StoreImage path={p.path} alt="" width={600} height={600} sizes={productCardSizes} eager={i < 2} priority={i === 0} />
                  <span className="sv-card-body">
                    <span className="sv-card-code">{p.parentsSku}</span>
                    <h2 className="sv-card-title">{p.name}</h2>
                  </span>
                </RouterLink>
              </li>
            ))
          )}
        </Box>
      )}
    </PageFrame>
  );
}
