import type { FastifyInstance } from 'fastify';
import type { ColourHit } from '../../../src/contract/colour.js';
import { pageOfParent } from '../search/reads.js';
import type { Lab } from './colourMath.js';
import { buildColourTree, nearestInTree, type ColourTree } from './nearest.js';
import { measureColours } from './measureJob.js';
import { activeMeasuredSkus, type MeasuredSkuRow } from './queries.js';

type IndexedColour = MeasuredSkuRow & { lab: Lab };

interface ColourRead {
  skus: IndexedColour[];
  /** The families of each active parent's measured colours (the browse call's colour filter). */
  familiesByParent: Map<string, string[]>;
  /** Each active colour's family, by code. */
  familyBySku: Map<string, string>;
}

interface ColourIndex extends ColourRead {
  /** The colours in a k-d tree over (L*, a*, b*) (nearest.ts). */
  tree: ColourTree<IndexedColour>;
  /** The same colours by code. */
  bySku: Map<string, IndexedColour>;
}

const read = async (app: FastifyInstance): Promise<ColourRead> => {
  const rows = await activeMeasuredSkus(app.db);
  const familiesByParent = new Map<string, string[]>();
  const familyBySku = new Map<string, string>();
  for (const r of rows) {
    familyBySku.set(r.sku, r.colourFamily);
    const list = familiesByParent.get(r.parentsSku);
    if (!list) familiesByParent.set(r.parentsSku, [r.colourFamily]);
    else if (!list.includes(r.colourFamily)) list.push(r.colourFamily);
  }
  const skus = rows.map((r) => ({ ...r, lab: { L: r.colourL, a: r.colourA, b: r.colourB } }));
  return { skus, familiesByParent, familyBySku };
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
    const colours = await read(app);
    return { ...colours, tree: buildColourTree(colours.skus), bySku: new Map(colours.skus.map((s) => [s.sku, s])) };
  });
export const colourFamilies = (app: FastifyInstance): Promise<ColourRead> => app.publicCache.get('colour:families', () => read(app));

/** The measured Lab colour of an active colour of an active parent; undefined when there is none. */
export async function colourOfSku(app: FastifyInstance, sku: string): Promise<Lab | undefined> {
  return (await colourIndex(app)).bySku.get(sku)?.lab;
}

/** The `limit` active colours nearest `target` by CIEDE2000, nearest first (ties by code), but `leaveOut` (nearest.ts). */
export async function nearestColours(app: FastifyInstance, target: Lab, limit: number, leaveOut?: string): Promise<ColourHit[]> {
  const best = nearestInTree((await colourIndex(app)).tree, target, limit, leaveOut);
  return best.map(({ item: s, d }) => ({
    sku: s.sku,
    parentsSku: s.parentsSku,
    name: s.name,
    url: `${pageOfParent(s.parentsSku)}?sku=${encodeURIComponent(s.sku)}`,
    path: s.path,
    hex: s.colourHex,
    deltaE: Math.round(d * 100) / 100,
  }));
}
