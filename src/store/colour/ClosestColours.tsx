import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { colourApi, type ColourHit } from '../../contract/colour';
import { CardSkeletons } from '../Skeletons';
import { useResult } from '../useApi';
import { ColourHits } from './ColourHits';
import { colourTexts } from './colourTexts';

/** How many closest colours a colour page lists. */
const CLOSEST = 6;

/**
 * "Closest colours" on a colour page (issue 18 §3): the colours of any fabric nearest this one by
 * CIEDE2000, from its photo's measured colour; nothing when the colour's photo is not measured (404).
 * Loaded lazily by SubProductPage.
 */
export default function ClosestColours({ sku, name }: { sku: string; name: string }) {
  const titleId = useId();
  const { data, error } = useResult<ColourHit[]>(colourApi.nearestToSku, { params: { sku }, query: { limit: String(CLOSEST) } });
  const unmeasured = (error as { status?: number } | undefined)?.status === 404;
  if (unmeasured) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ mb: 0.5 }}>
        {colourTexts.closestTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {name} ({sku})
      </Typography>
      {error ? (
        <Alert severity="error">{colourTexts.failed}</Alert>
      ) : !data ? (
        <Box component="ul" className="sv-cards" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' } }}>
          <CardSkeletons count={CLOSEST} />
        </Box>
      ) : data.length ? (
        <ColourHits hits={data} />
      ) : (
        <Typography>{colourTexts.closestNone}</Typography>
      )}
    </Box>
  );
}
