import { Box, Typography } from '@mui/material';
import { Suspense, useCallback } from 'react';
import type { PublicSku } from '../../contract/productSku';
import { messages } from '../../messages';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';

/** spec.md / design.md: colour photos 2 / 4 / 6 per row on small / medium / large screens. */
const colourColumns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' };
// Each card takes the height its row leaves above the price line (a card of the full height pushed the
// line under the next row's cards on a phone).
const gridSx = { gridTemplateColumns: colourColumns, gap: 2, '& > li': { display: 'flex', flexDirection: 'column' }, '& .sv-card': { cursor: 'zoom-in', height: 'auto', flex: 1 }, '& .sv-card[aria-current="true"]': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 }, '& .sv-price': { display: 'block', px: 1.25, pt: 0.5, fontSize: '0.875rem' }, '& a.sv-price': { color: 'primary.main', textUnderlineOffset: '2px' }, '& .sv-card-body': { px: 1.25, py: 1 }, '& .sv-card-code': { overflowWrap: 'anywhere', color: 'text.primary' } };
// Kept out of the first bundle: the price lines load with the colour grid (see ColourPrice).
const ColourPrice = lazyWithTimeout(() => import('./ColourPrice'), { name: 'ColourPrice' });
const sizes = '(min-width: 1200px) 180px, (min-width: 900px) 16vw, (min-width: 600px) 25vw, 50vw';

/**
 * The colours of a parent SKU: each photo with its SKU code and colour name, a button that opens it in
 * the lightbox, and under it the price the visitor may see (ColourPrice). 'No Photo' when the colour
 * list is NO_DATA. The `current` colour (a link's ?sku=) is marked and scrolled into view.
 */
export function ColourGrid({ colours, status, onOpen, current }: { colours: PublicSku[] | undefined; status: 'LOADING' | 'READY' | 'NO_DATA'; onOpen: (i: number) => void; current?: string | null }) {
  // Stable, so the marked colour is scrolled to when it first appears, not at every render.
  const scrollTo = useCallback((li: HTMLLIElement | null) => li?.scrollIntoView?.({ block: 'center' }), []);
  if (status === 'NO_DATA') {
    return <Typography sx={{ py: 4, textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}>{messages.noPhoto}</Typography>;
  }
  return (
    <Box component="ul" className="sv-cards" sx={gridSx}>
      {status === 'LOADING' ? (
        <CardSkeletons count={6} />
      ) : (
        colours!.map((c, i) => (
          <li key={c._id} ref={c.sku === current ? scrollTo : undefined}>
            <button type="button" className="sv-card" aria-current={c.sku === current ? 'true' : undefined} onClick={() => onOpen(i)}>
              <StoreImage path={c.path} alt="" width={600} height={600} sizes={sizes} />
              <span className="sv-card-body">
                <span className="sv-card-code">{c.sku}</span>
                <span className="sv-card-text">{c.name}</span>
              </span>
            </button>
            <Suspense fallback={null}>
              <ColourPrice colour={c} />
            </Suspense>
          </li>
        ))
      )}
    </Box>
  );
}
