import type { FastifyInstance } from 'fastify';
import type { ParentSku, Sku } from '../../../src/contract/productSku.js';
import { listActiveSkus, listParentSkus } from './queries.js';

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
    for (const p of await listParentSkus(app.db)) {
      index.byCode.set(p.parentsSku, p);
      if (!p.isActived) continue;
      index.active.push(p);
      push(index.activeByCategory, p.categoryId, p);
      push(index.activeByType, p.productType.toUpperCase(), p);
    }
    return index;
  });

export const activeSkusByParent = (app: FastifyInstance): Promise<Map<string, Sku[]>> =>
  app.publicCache.get('sku:activeByParent', async () => {
    const map = new Map<string, Sku[]>();
    for (const s of await listActiveSkus(app.db)) push(map, s.parentsSku, s);
    return map;
  });
