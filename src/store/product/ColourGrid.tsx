import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PriceTier } from '../../contract/prices';
import type { PublicSku } from '../../contract/productSku';
import { messages } from '../../messages';
import { productTexts } from '../productTexts';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';

/** spec.md / design.md: colour photos 2 / 4 / 6 per row on small / medium / large screens. */
const colourColumns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' };
const gridSx = { gridTemplateColumns: colourColumns, gap: 2, '& .sv-card': { cursor: 'zoom-in' }, '& .sv-price': { display: 'block', px: 1.25, pt: 0.5, fontSize: '0.875rem' }, '& .sv-card-body': { px: 1.25, py: 1 }, '& .sv-card-code': { overflowWrap: 'anywhere', color: 'text.primary' } };
const sizes = '(min-width: 1200px) 180px, (min-width: 900px) 16vw, (min-width: 600px) 25vw, 50vw';

/** A price the visitor may see: their tier's, or the market price (`none`). */
export type ShownPrice = { price: number; tier: PriceTier };

/** Under a colour: its price per metre (naming a member's tier), or "Ask for price" opening the enquiry form with the SKU. */
function PriceLine({ sku, shown }: { sku: string; shown: ShownPrice | undefined }) {
  if (!shown) {
    return (
      <Link component={RouterLink} className="sv-price" to={`/contact?sku=${encodeURIComponent(sku)}#enquiry`} aria-label={productTexts.askForPriceOf(sku)}>
        {productTexts.askForPrice}
      </Link>
    );
  }
  return (
    <span className="sv-price">
      {shown.tier !== 'none' && <>{productTexts.tierPrice[shown.tier]}: </>}
      <strong>{productTexts.perMetre(shown.price)}</strong>
    </span>
  );
}

/**
 * The colours of a parent SKU: each photo with its SKU code and colour name, a button that opens it in
 * the lightbox, and under it the price the visitor may see (see PriceLine). 'No Photo' when the colour
 * list is NO_DATA.
 */
export function ColourGrid({
  colours,
  status,
  onOpen,
  priceOf,
}: {
  colours: PublicSku[] | undefined;
  status: 'LOADING' | 'READY' | 'NO_DATA';
  onOpen: (i: number) => void;
  /** The price shown under a colour; undefined offers "Ask for price". */
  priceOf: (c: PublicSku) => ShownPrice | undefined;
}) {
  if (status === 'NO_DATA') {
    return <Typography sx={{ py: 4, textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}>{messages.noPhoto}</Typography>;
  }
  return (
    <Box component="ul" className="sv-cards" sx={gridSx}>
      {status === 'LOADING' ? (
        <CardSkeletons count={6} />
      ) : (
        colours!.map((c, i) => (
          <li key={c._id}>
            <button type="button" className="sv-card" onClick={() => onOpen(i)}>
              <StoreImage path={c.path} alt="" width={600} height={600} sizes={sizes} />
              <span className="sv-card-body">
                <span className="sv-card-code">{c.sku}</span>
                <span className="sv-card-text">{c.name}</span>
              </span>
            </button>
            <PriceLine sku={c.sku} shown={priceOf(c)} />
          </li>
        ))
      )}
    </Box>
  );
}
