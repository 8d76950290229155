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
 * Loaded lazily by SubProductPage; plain elements, no MUI part (see ColourHits).
 */
export default function ClosestColours({ sku, name }: { sku: string; name: string }) {
  const titleId = useId();
  const { data, error } = useResult<ColourHit[]>(colourApi.nearestToSku, { params: { sku }, query: { limit: String(CLOSEST) } });
  const unmeasured = (error as { status?: number } | undefined)?.status === 404;
  if (unmeasured) return null;
  return (
    <section aria-labelledby={titleId} style={{ marginTop: 40 }}>
      <h2 id={titleId} style={{ fontSize: '1.5rem', fontWeight: 700, margin: '0 0 4px' }}>
        {colourTexts.closestTitle}
      </h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.6)', margin: '0 0 16px' }}>
        {name} ({sku})
      </p>
      {error ? (
        <p role="alert" style={{ margin: 0, color: '#c62828' }}>
          {colourTexts.failed}
        </p>
      ) : !data ? (
        <ul className="sv-cards sv-colour-hits">
          <CardSkeletons count={CLOSEST} />
        </ul>
      ) : data.length ? (
        <ColourHits hits={data} />
      ) : (
        <p>{colourTexts.closestNone}</p>
      )}
    </section>
  );
}
