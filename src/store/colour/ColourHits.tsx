import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ColourHit } from '../../contract/colour';
import { StoreImage } from '../StoreImage';
import { colourTexts } from './colourTexts';

/** Colours found by colour, nearest first: photo, code, name and a dot of the measured colour, each a link to its page. */
export function ColourHits({ hits }: { hits: ColourHit[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } }}>
      {hits.map((h) => (
        <li key={h.sku}>
          <Box component={RouterLink} to={h.url} sx={{ display: 'block', color: 'text.primary', textDecoration: 'none', '&:hover .sv-name, &:focus-visible .sv-name': { textDecoration: 'underline' } }}>
            <StoreImage path={h.path} alt="" width={400} height={400} sizes="(min-width: 900px) 16vw, (min-width: 600px) 25vw, 50vw" />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>
              <Box component="span" aria-hidden sx={{ flex: 'none', width: 14, height: 14, borderRadius: '50%', bgcolor: `#${h.hex}`, border: 1, borderColor: 'divider' }} />
              {h.sku}
            </Box>
            <Box className="sv-name" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {h.name}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {colourTexts.difference(h.deltaE)}
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}
