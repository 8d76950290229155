import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import {
  CategoryActivedBody,
  ParentSkuList,
  ParentsByCategoryBody,
  ParentsByProductTypeBody,
  ParentsSkuBody,
  SkuCategoryList,
  SkuList,
  SkusByParentBody,
} from '../../../src/contract/productSku.js';
import { serverMessages } from '../../../src/messages.js';
import { activeSkuCategories, activeSkusByParent, parentSkuIndex } from './reads.js';

/** Public SKU reads (spec.md §7): active records only where the call says `actived`. */
export const productSkuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ok = <T>(result: T) => ({ message: serverMessages.ok, result });

  app.post(
    '/product_sku/get_product_category_data_actived',
    { schema: { body: CategoryActivedBody, response: { 200: SkuCategoryList, ...errorResponses } } },
    async () => ok(await activeSkuCategories(app)),
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_category_id_actived',
    { schema: { body: ParentsByCategoryBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => ok((await parentSkuIndex(app)).activeByCategory.get(request.body.categoryId) ?? []),
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_product_type_actived',
    { schema: { body: ParentsByProductTypeBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => ok((await parentSkuIndex(app)).activeByType.get(request.body.productType.toUpperCase()) ?? []),
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_parents_sku',
    { schema: { body: ParentsSkuBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => {
      const parent = (await parentSkuIndex(app)).byCode.get(request.body.parentsSku);
      return ok(parent ? [parent] : []);
    },
  );

  app.post(
    '/product_sku/get_product_sku_data_by_parents_sku_actived',
    { schema: { body: SkusByParentBody, response: { 200: SkuList, ...errorResponses } } },
    async (request) => ok((await activeSkusByParent(app)).get(request.body.parentsSku) ?? []),
  );
};
