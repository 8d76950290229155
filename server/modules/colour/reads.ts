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
  const skus = rows.map((r): IndexedColour => Object.assign(r, { lab: { L: r.colourL, a: r.colourA, b: r.colourB } }));
  return { skus, familiesByParent, familyBySku };
};

/**
 * The measured active colours (cached until the next write). The colour call's copy first measures any
 * photo still waiting, so it answers with every photo stored so far; the colour filter's reads what is
 * measured (a start-up measuring the photos of a large catalogue never holds the lists), and shows the
 * rest once that run clears the cache. Both share one read: a run that stored a colour clears the cache
 * after it, so a read the colour call finds after measuring is never older than what was measured.
 */
const colourRead = (app: FastifyInstance): Promise<ColourRead> => app.publicCache.get('colour:read', () => read(app));
const buildIndex = (app: FastifyInstance): Promise<ColourIndex> =>
  app.publicCache.get('colour:index', async () => {
    await measureColours(app);
    const colours = await colourRead(app);
    return { ...colours, tree: buildColourTree(colours.skus), bySku: new Map(colours.skus.map((s) => [s.sku, s])) };
  });
export const colourFamilies = colourRead;

/** Per app (keyed by its public cache): whether the colour call was asked since start, and the warm-up after writes. */
const warmth = new WeakMap<object, { asked: boolean; warming: boolean; again: boolean }>();
const warmthOf = (app: FastifyInstance) => {
  let w = warmth.get(app.publicCache);
  if (!w) warmth.set(app.publicCache, (w = { asked: false, warming: false, again: false }));
  return w;
};

export function colourIndex(app: FastifyInstance): Promise<ColourIndex> {
  warmthOf(app).asked = true;
  return buildIndex(app);
}

/**
 * After an admin write (the cache is cleared, so nothing read before it is answered again), the colour
 * index is read and built again in the background, so the next colour call finds it ready, or under way,
 * instead of starting the read of every colour itself. Only in an app whose colour call was asked; one
 * build at a time (a burst of writes makes one more after the one running, not one each).
 */
export function warmColourIndex(app: FastifyInstance): void {
  const w = warmthOf(app);
  if (!w.asked) return;
  if (w.warming) {
    w.again = true;
    return;
  }
  w.warming = true;
  w.again = false;
  buildIndex(app)
    .catch((err: unknown) => app.log.debug({ err }, 'colours: the index could not be built after a write'))
    .finally(() => {
      w.warming = false;
      if (w.again) warmColourIndex(app);
    });
}

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
