import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import { ProductList, ProductLookupParams, type Product } from '../../../src/contract/product.js';
import { serverMessages } from '../../../src/messages.js';
import { listProductCategoryLinks, listProducts, listProductTypeLinks } from './queries.js';

interface ProductIndex {
  all: Product[];
  /** Keyed by a category's public categoryId and by its _id. */
  byCategory: Map<string, Product[]>;
  /** Keyed by a product type's _id and by its upper-cased name. */
  byType: Map<string, Product[]>;
}

function add(map: Map<string, Product[]>, key: string | null, product: Product | undefined): void {
  if (key === null || !product) return;
  const list = map.get(key) ?? [];
  if (!list.includes(product)) list.push(product);
  map.set(key, list);
}

const productIndex = (app: FastifyInstance): Promise<ProductIndex> =>
  app.publicCache.get('product:index', async () => {
    const [all, categoryLinks, typeLinks] = await Promise.all([
      listProducts(app.db),
      listProductCategoryLinks(app.db),
      listProductTypeLinks(app.db),
    ]);
    const byId = new Map(all.map((p) => [p._id, p]));
    const index: ProductIndex = { all, byCategory: new Map(), byType: new Map() };
    for (const l of categoryLinks) {
      add(index.byCategory, l.categoryId, byId.get(l.productId));
      add(index.byCategory, l.category_id, byId.get(l.productId));
    }
    for (const l of typeLinks) {
      add(index.byType, l.productTypeId, byId.get(l.productId));
      add(index.byType, l.name.toUpperCase(), byId.get(l.productId));
    }
    const byCode = (a: Product, b: Product) => a.code.localeCompare(b.code);
    for (const list of [...index.byCategory.values(), ...index.byType.values()]) list.sort(byCode);
    return index;
  });

/** The legacy product catalogue's public reads. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product/get_product_all',
    { schema: { response: { 200: ProductList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: (await productIndex(app)).all }),
  );

  app.post(
    '/product/get_product_by_category_id/:id',
    { schema: { params: ProductLookupParams, response: { 200: ProductList, ...errorResponses } } },
    async (request) => ({ message: serverMessages.ok, result: (await productIndex(app)).byCategory.get(request.params.id) ?? [] }),
  );

  app.post(
    '/product/get_product_by_product_type/:id',
    { schema: { params: ProductLookupParams, response: { 200: ProductList, ...errorResponses } } },
    async (request) => {
      const { byType } = await productIndex(app);
      return { message: serverMessages.ok, result: byType.get(request.params.id) ?? byType.get(request.params.id.toUpperCase()) ?? [] };
    },
  );
};
