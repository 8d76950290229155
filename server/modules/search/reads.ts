import type { FastifyInstance } from 'fastify';
import { activeSkusByParent, parentSkuIndex } from '../productSku/reads.js';
import { listSearchSynonyms } from './queries.js';
import type { SearchResult } from '../../../src/contract/search.js';
import { buildIndex, search, type SearchIndex } from './searchIndex.js';

const synonyms = (app: FastifyInstance) => app.publicCache.get('search:synonyms', () => listSearchSynonyms(app.db));

/**
 * The search index, in the public cache: every admin write clears that cache (SKU and parent
 * create, edit, status, import; a synonym), and the next search builds it again from the catalogue.
 */
export const searchIndex = (app: FastifyInstance): Promise<SearchIndex> =>
  app.publicCache.get('search:index', async () => {
    const [parents, skusByParent, groups] = await Promise.all([parentSkuIndex(app), activeSkusByParent(app), synonyms(app)]);
    const active = parents.active.map((p) => ({
      parentsSku: p.parentsSku,
      name: p.name,
      path: p.path,
      text: [p.discription, p.composition, p.weaving, p.productType, ...(p.designs ?? [])].join(' \n '),
    }));
    const skus = active.flatMap((p) => (skusByParent.get(p.parentsSku) ?? []).map((s) => ({ sku: s.sku, parentsSku: s.parentsSku, name: s.name, path: s.path, text: s.article })));
    return buildIndex(active, skus, groups.map((g) => g.words));
  });


/** One search over the cached index (the search call and the /search page's head). */
export const searchCatalogue = async (app: FastifyInstance, q: string, limit: number): Promise<SearchResult> => search(await searchIndex(app), q, limit);
