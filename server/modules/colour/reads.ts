import type { FastifyInstance } from 'fastify';
import type { ColourHit } from '../../../src/contract/colour.js';
import { pageOfParent } from '../search/reads.js';
import { deltaE2000, type Lab } from './colourMath.js';
import { measureColours } from './measureJob.js';
import { activeMeasuredSkus, type MeasuredSkuRow } from './queries.js';

type IndexedColour = MeasuredSkuRow & { lab: Lab; chroma: number };

interface ColourIndex {
  skus: IndexedColour[];
  /** The same colours by lightness (L*), darkest first: the nearest call looks at those of a lightness close to the target's only. */
  byL: IndexedColour[];
  /** The families of each active parent's measured colours (the browse call's colour filter). */
  familiesByParent: Map<string, string[]>;
  /** Each active colour's family, by code. */
  familyBySku: Map<string, string>;
}

const read = async (app: FastifyInstance): Promise<ColourIndex> => {
  const rows = await activeMeasuredSkus(app.db);
  const familiesByParent = new Map<string, string[]>();
  const familyBySku = new Map<string, string>();
  for (const r of rows) {
    familyBySku.set(r.sku, r.colourFamily);
    const list = familiesByParent.get(r.parentsSku);
    if (!list) familiesByParent.set(r.parentsSku, [r.colourFamily]);
    else if (!list.includes(r.colourFamily)) list.push(r.colourFamily);
  }
  const skus = rows.map((r) => ({ ...r, lab: { L: r.colourL, a: r.colourA, b: r.colourB }, chroma: Math.hypot(r.colourA, r.colourB) }));
  return { skus, byL: [...skus].sort((x, y) => x.lab.L - y.lab.L), familiesByParent, familyBySku };
};

/**
 * The measured active colours (cached until the next write). The colour call's copy first measures any
 * photo still waiting, so it answers with every photo stored so far; the colour filter's reads what is
 * measured (a start-up measuring the photos of a large catalogue never holds the lists), and shows the
 * rest once that run clears the cache.
 */
export const colourIndex = (app: FastifyInstance): Promise<ColourIndex> =>
  app.publicCache.get('colour:index', async () => {
    await measureColours(app);
    return read(app);
  });
export const colourFamilies = (app: FastifyInstance): Promise<ColourIndex> => app.publicCache.get('colour:families', () => read(app));

/** The measured Lab colour of an active colour of an active parent; undefined when there is none. */
export async function colourOfSku(app: FastifyInstance, sku: string): Promise<Lab | undefined> {
  return (await colourIndex(app)).skus.find((s) => s.sku === sku)?.lab;
}

/**
 * Lower bounds of CIEDE2000, cheap to compute. Its lightness weight S_L is at most
 * 1 + 0.015·50²/√(20 + 50²) ≈ 1.747 (at L̄ = 0 or 100). Its chroma-hue part, x² + y² + R_T·x·y with
 * x = ΔC'/S_C, y = ΔH'/S_H and |R_T| ≤ 2·sin 60° ≈ 1.732, is at least (1 − 0.866)·(x² + y²); ΔC'² + ΔH'²
 * is the squared distance in the a'b' plane, at least Δa² + Δb² (a' = (1 + G)·a, G ≥ 0); and S_C, S_H
 * are at most 1 + 0.045·C̄' ≤ 1 + 0.03375·(C1 + C2) (C' ≤ 1.5·C; T ≤ 1.93 < 3). So
 * ΔE00² ≥ (ΔL/1.75)² + 0.13·(Δa² + Δb²) / (1 + 0.03375·(C1 + C2))².
 */
const MAX_SL = 1.75;
const lowerBound2 = (x: Lab, xC: number, y: IndexedColour): number => {
  const dL = (y.lab.L - x.L) / MAX_SL;
  const scale = 1 + 0.03375 * (xC + y.chroma);
  return dL * dL + (0.13 * ((y.lab.a - x.a) ** 2 + (y.lab.b - x.b) ** 2)) / (scale * scale);
};

const before = (x: { s: IndexedColour; d: number }, y: { s: IndexedColour; d: number }) => x.d < y.d || (x.d === y.d && x.s.sku < y.s.sku);

/**
 * The `limit` active colours nearest `target` by CIEDE2000, nearest first (ties by code), but `leaveOut`.
 * Exact, without computing ΔE for every colour: from the target's lightness outwards (closer L* first),
 * keeping the best `limit`, until ΔL* ÷ 1.75 — a lower bound of ΔE00 — passes the worst kept; ΔE00 itself
 * only for a colour whose lower bound (above) does not already pass it.
 */
export async function nearestColours(app: FastifyInstance, target: Lab, limit: number, leaveOut?: string): Promise<ColourHit[]> {
  const { byL } = await colourIndex(app);
  let up = 0;
  for (let top = byL.length; up < top; ) {
    const mid = (up + top) >> 1;
    if (byL[mid].lab.L < target.L) up = mid + 1;
    else top = mid;
  }
  let down = up - 1;
  const targetC = Math.hypot(target.a, target.b);
  const best: Array<{ s: IndexedColour; d: number }> = [];
  while (down >= 0 || up < byL.length) {
    const goUp = down < 0 || (up < byL.length && byL[up].lab.L - target.L <= target.L - byL[down].lab.L);
    const s = goUp ? byL[up++] : byL[down--];
    if (best.length === limit && Math.abs(s.lab.L - target.L) / MAX_SL > best[limit - 1].d) break;
    if (s.sku === leaveOut) continue;
    if (best.length === limit && lowerBound2(target, targetC, s) > best[limit - 1].d ** 2) continue;
    const hit = { s, d: deltaE2000(target, s.lab) };
    if (best.length === limit && !before(hit, best[limit - 1])) continue;
    let i = best.length === limit ? limit - 1 : best.length;
    while (i > 0 && before(hit, best[i - 1])) {
      best[i] = best[i - 1];
      i--;
    }
    best[i] = hit;
  }
  return best.map(({ s, d }) => ({
    sku: s.sku,
    parentsSku: s.parentsSku,
    name: s.name,
    url: `${pageOfParent(s.parentsSku)}?sku=${encodeURIComponent(s.sku)}`,
    path: s.path,
    hex: s.colourHex,
    deltaE: Math.round(d * 100) / 100,
  }));
}
