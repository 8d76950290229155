import type { FastifyInstance } from 'fastify';
import type { ParentSku, PublicSku } from '../../../src/contract/productSku.js';
import { shopSettings } from '../prices/reads.js';
import { designNamesByParent } from '../product/reads.js';
import { listActiveSkus, listFurtherLinks, listParentSkus } from './queries.js';

/**
 * Cached public reads. Each caches one index of a whole table rather than one entry per requested
 * code, so the cache stays bounded however many unknown codes visitors send. (Active categories:
 * server/modules/category/reads.ts, one list for every public category call.)
 */
interface ParentSkuIndex {
  /** Every parent SKU by its code, active or not. */
  byCode: Map<string, ParentSku>;
  active: ParentSku[];
  activeByCategory: Map<string, ParentSku[]>;
  /** Keyed by the upper-cased product type, so /product/PRODUCTTYPE/fabrics finds FABRICS. */
  activeByType: Map<string, ParentSku[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export const parentSkuIndex = (app: FastifyInstance): Promise<ParentSkuIndex> =>
  app.publicCache.get('parentSku:index', async () => {
    const index: ParentSkuIndex = { byCode: new Map(), active: [], activeByCategory: new Map(), activeByType: new Map() };
    const [parents, further, designs] = await Promise.all([listParentSkus(app.db), listFurtherLinks(app.db), designNamesByParent(app)]);
    const activeById = new Map<string, ParentSku>();
    for (const p of parents) {
      const names = designs.get(p._id);
      if (names) p.designs = names;
      index.byCode.set(p.parentsSku, p);
      if (!p.isActived) continue;
      activeById.set(p._id, p);
      index.active.push(p);
      push(index.activeByCategory, p.categoryId, p);
      push(index.activeByType, p.productType.toUpperCase(), p);
    }
    // A product listed in further categories or types (the Product dialog's multi-selects) is found there too.
    for (const l of further.categories) {
      const p = activeById.get(l.parentId);
      if (p && !index.activeByCategory.get(l.categoryId)?.includes(p)) push(index.activeByCategory, l.categoryId, p);
    }
    for (const l of further.types) {
      const p = activeById.get(l.parentId);
      if (p && !index.activeByType.get(l.name.toUpperCase())?.includes(p)) push(index.activeByType, l.name.toUpperCase(), p);
    }
    const byCode = (a: ParentSku, b: ParentSku) => (a.parentsSku < b.parentsSku ? -1 : a.parentsSku > b.parentsSku ? 1 : 0);
    if (further.categories.length) for (const list of index.activeByCategory.values()) list.sort(byCode);
    if (further.types.length) for (const list of index.activeByType.values()) list.sort(byCode);
    return index;
  });

/** The active colours by parent code; their market price only while the shop shows prices (the setting's save clears the cache). */
export const activeSkusByParent = (app: FastifyInstance): Promise<Map<string, PublicSku[]>> =>
  app.publicCache.get('sku:activeByParent', async () => {
    const map = new Map<string, PublicSku[]>();
    const [skus, { showPrices }] = await Promise.all([listActiveSkus(app.db), shopSettings(app)]);
    for (const { marketPrices, ...s } of skus) push(map, s.parentsSku, showPrices ? { ...s, marketPrices } : s);
    return map;
  });
