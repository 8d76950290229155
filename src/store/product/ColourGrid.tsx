import { Box, Skeleton, Typography } from '@mui/material';
import type { Sku } from '../../contract/productSku';
import { messages } from '../../messages';
import { StoreImage } from '../StoreImage';

/** spec.md / DESIGN.md: colour photos 2 / 4 / 6 per row on small / medium / large screens. */
export const colourColumns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' };
const sizes = '(min-width: 1200px) 180px, (min-width: 900px) 16vw, (min-width: 600px) 25vw, 50vw';

/**
 * The colours of a parent SKU: each photo with its SKU code and colour name, a button that opens it in
 * the lightbox. 'No Photo' when the colour list is NO_DATA.
 */
export function ColourGrid({ colours, status, onOpen }: { colours: Sku[] | undefined; status: 'LOADING' | 'READY' | 'NO_DATA'; onOpen: (i: number) => void }) {
  if (status === 'NO_DATA') {
    return <Typography sx={{ py: 4, textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}>{messages.noPhoto}</Typography>;
  }
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: colourColumns, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
      {status === 'LOADING'
        ? Array.from({ length: 6 }, (_, i) => (
            <li key={i} aria-hidden>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
              <Skeleton width="70%" />
            </li>
          ))
        : colours!.map((c, i) => (
            <li key={c._id}>
              <Box
                component="button"
                type="button"
                onClick={() => onOpen(i)}
                sx={{
                  display: 'block',
                  width: '100%',
                  p: 0,
                  border: 0,
                  font: 'inherit',
                  textAlign: 'left',
                  cursor: 'zoom-in',
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  borderRadius: 2,
                  overflow: 'hidden',
                  boxShadow: 1,
                  '&:hover': { boxShadow: 4 },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              >
                <StoreImage path={c.path} alt="" width={600} height={600} sizes={sizes} />
                <Box component="span" sx={{ display: 'block', px: 1.25, py: 1 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 13, letterSpacing: 0.3, overflowWrap: 'anywhere' }}>
                    {c.sku}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
                    {c.name}
                  </Box>
                </Box>
              </Box>
            </li>
          ))}
    </Box>
  );
}
