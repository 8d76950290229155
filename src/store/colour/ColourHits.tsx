import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ColourHit } from '../../contract/colour';
import { StoreImage } from '../StoreImage';
import { colourTexts } from './colourTexts';

/**
 * Colours found by colour, nearest first: photo, code, name and a dot of the measured colour, each a
 * link to its page. Plain elements styled by the page's own classes (sv-hits, StoreStyles-free): it
 * loads with a colour page, whose first bundle it must not reshape (a MUI part imported here moved MUI
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
