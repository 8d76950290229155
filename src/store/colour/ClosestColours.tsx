import { useId, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ColourHit } from '../../contract/colour';
import type { PublicSku } from '../../contract/productSku';
import { CardSkeletons } from '../Skeletons';
import { StoreImage } from '../StoreImage';
import { useResult } from '../useApi';
import { closestCall, CLOSEST } from './closestCall';
import { colourTexts } from './colourTexts';

/**
 * Colours found by colour, nearest first: photo, code, name and a dot of the measured colour, each a
 * link to its page (here and on /search). Plain elements, no MUI part: this chunk loads with a colour
 * page, whose first bundle it must not reshape (a MUI part imported here moved MUI
 * modules of the first bundle into a chunk of their own, +0.7 kB gzip).
 */
const muted: CSSProperties = { color: 'rgba(0, 0, 0, 0.6)', overflowWrap: 'anywhere' };

export function ColourHits({ hits }: { hits: ColourHit[] }) {
  return (
    <ol className="sv-colour-hits">
      {hits.map((h) => (
        <li key={h.sku}>
          <RouterLink to={h.url}>
            <StoreImage path={h.path} alt="" width={400} height={400} sizes="(min-width: 900px) 16vw, (min-width: 600px) 25vw, 50vw" />
            <span style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: 700, marginTop: 8, overflowWrap: 'anywhere' }}>
              <span aria-hidden style={{ flex: 'none', width: 14, height: 14, borderRadius: '50%', background: `#${h.hex}`, border: '1px solid rgba(0, 0, 0, 0.12)' }} />
              {h.sku}
            </span>
            <span className="sv-name" style={{ display: 'block', ...muted }}>
              {h.name}
            </span>
            <span style={{ display: 'block', fontSize: '0.8125rem', ...muted }}>{colourTexts.difference(h.deltaE)}</span>
          </RouterLink>
        </li>
      ))}
      <style>{HITS_CSS}</style>
    </ol>
  );
}

/** Two colours a row on a phone, four on a tablet, six wide (the colour grid's columns). */
const HITS_CSS = `.sv-colour-hits{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media (min-width:600px){.sv-colour-hits{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:900px){.sv-colour-hits{grid-template-columns:repeat(6,minmax(0,1fr))}}
.sv-colour-hits a{display:block;color:inherit;text-decoration:none}
.sv-colour-hits a:hover .sv-name,.sv-colour-hits a:focus-visible .sv-name{text-decoration:underline}`;

/**
 * "Closest colours" on a colour page (issue 18 §3): the colours of any fabric nearest this one by
 * CIEDE2000, from its photo's measured colour; nothing when the colour's photo is not measured (404).
 * Loaded lazily by SubProductPage for the colour of its link, else its first; plain elements (see ColourHits).
 */
export default function ClosestColours({ colours, chosen }: { colours: PublicSku[]; chosen: string | null }) {
  const titleId = useId();
  // The colour of the link (?sku=), else the first.
  const { sku, name } = colours.find((c) => c.sku === chosen) ?? colours[0];
  const { data, error } = useResult<ColourHit[]>(...closestCall(sku));
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
