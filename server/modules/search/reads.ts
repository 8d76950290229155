import type { FastifyInstance } from 'fastify';
import { parentSkuIndex } from '../productSku/reads.js';
import { activeSkusOf, listSearchSynonyms } from './queries.js';
import type { SearchResult } from '../../../src/contract/search.js';
import { buildIndex, search, slices, type IndexSku, type SearchIndex } from './searchIndex.js';

/** A parent's storefront page (a colour's adds `?sku=`), for other resources' answers (the colour call). */
export { pageOfParent } from './searchIndex.js';

/** Parents whose colours are read at once while building (about a thousand colours a read). */
const PARENTS_PER_READ = 20;

/** An index and the public cache's generation it was read under. */
interface Built {
  index: SearchIndex;
  generation: number;
}

/**
 * Each app's index: the last one built, and the build under way. A build may start from a search
 * only while none runs (a burst of admin writes never stacks builds); `wanted` remembers that a
 * search found the index behind, so a build that ends behind the cache's generation starts the next.
 */
interface SearchState {
  latest?: Built;
  building?: Promise<Built>;
  wanted: boolean;
}
/** Keyed by the app's public cache: one object for the app and every plugin context within it. */
const states = new WeakMap<object, SearchState>();

function stateOf(app: FastifyInstance): SearchState {
  let state = states.get(app.publicCache);
  if (!state) states.set(app.publicCache, (state = { wanted: false }));
  return state;
}

/** Reads the active catalogue and the synonym list and builds an index, pausing for other requests every few ms. */
async function build(app: FastifyInstance): Promise<Built> {
  const generation = app.publicCache.generation;
  const breathe = slices();
  const [parents, groups] = await Promise.all([parentSkuIndex(app), listSearchSynonyms(app.db)]);
  const active = parents.active.map((p) => ({
    parentsSku: p.parentsSku,
    name: p.name,
    path: p.path,
    text: [p.discription, p.composition, p.weaving, p.productType, ...(p.designs ?? [])].join(' \n '),
  }));
  const skus: IndexSku[] = [];
  for (let i = 0; i < active.length; i += PARENTS_PER_READ) {
    const rows = await activeSkusOf(
      app.db,
      active.slice(i, i + PARENTS_PER_READ).map((p) => p.parentsSku),
    );
    for (const s of rows) skus.push({ sku: s.sku, parentsSku: s.parentsSku, name: s.name, path: s.path, text: s.article });
    await breathe();
  }
  return { index: await buildIndex(active, skus, groups.map((g) => g.words), breathe), generation };
}

/** Starts a build unless one runs; answers the one running. */
function startBuild(app: FastifyInstance, state: SearchState): Promise<Built> {
  if (state.building) return state.building;
  state.wanted = false;
  const building = build(app).then((built) => {
    if (!state.latest || built.generation >= state.latest.generation) state.latest = built;
    return built;
  });
  state.building = building;
  building
    .finally(() => {
      state.building = undefined;
      if (state.wanted && state.latest?.generation !== app.publicCache.generation) startBuild(app, state).catch(() => {});
    })
    .catch((err: unknown) => app.log.error({ err }, 'search: the index could not be built'));
  return building;
}

/**
 * The index to answer from (issue 18 §1). After an admin write (which moves the public cache on), the
 * index built before it answers while a new one is built without holding the event loop; `fresh` says
 * whether it holds every write so far (a stale answer is not kept as the call's stored reply). Only
 * the first search of a server, with no index yet, waits for a build.
 */
export async function currentIndex(app: FastifyInstance): Promise<{ index: SearchIndex; fresh: boolean }> {
  const state = stateOf(app);
  const latest = state.latest;
  if (latest && latest.generation === app.publicCache.generation) return { index: latest.index, fresh: true };
  state.wanted = true;
  const building = startBuild(app, state);
  if (latest) return { index: latest.index, fresh: false };
  const built = await building;
  return { index: built.index, fresh: built.generation === app.publicCache.generation };
}

/**
 * Resolves once the index holds every write made so far (building it if needed): for tests and the
 * bench, which wait for this state rather than for time.
 */
export async function searchIndexReady(app: FastifyInstance): Promise<SearchIndex> {
  const state = stateOf(app);
  while (state.latest?.generation !== app.publicCache.generation) await startBuild(app, state);
  return state.latest!.index;
}

/** One search (the search call and the /search page's head); `fresh` as in currentIndex. */
export async function searchCatalogue(app: FastifyInstance, q: string, limit: number, offset = 0): Promise<{ result: SearchResult; fresh: boolean }> {
  const { index, fresh } = await currentIndex(app);
  return { result: search(index, q, limit, offset), fresh };
}
