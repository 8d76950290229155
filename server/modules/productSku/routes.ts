import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import {
  CategoryActivedBody,
  ParentSkuList,
  ParentSkuListBody,
  ParentSkuOne,
  ParentSkuPage,
  ParentsByCategoryBody,
  ParentsByProductTypeBody,
  ParentsOfCategoryBody,
  ParentsSkuBody,
  SkuCategoryList,
  SkuCategoryOne,
  SkuExportBody,
  SkuWorkbookFile,
  SkuList,
  SkuListBody,
  SkuOne,
  SkuPage,
  SkusByParentBody,
  SkusOfParentBody,
  StatusBody,
} from '../../../src/contract/productSku.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { notFound } from '../../plugins/errors.js';
import { listCategories, setCategoryActive } from '../category/queries.js';
import { activeCategories, categoryIndex } from '../category/reads.js';
import { skuWorkbook, XLSX_TYPE } from './export.js';
import {
  listParentSkusOfCategory,
  listSkusOfParent,
  pageParentSkus,
  pageSkus,
  setParentSkuActive,
  setSkuActive,
} from './queries.js';
import { activeSkusByParent, parentSkuIndex } from './reads.js';

/**
 * SKU calls (spec.md §7): the public reads serve active records only where the call says `actived`;
 * the admin calls list everything (paged on the server), switch flags and export the SKU sheet.
 * Admin writes clear the public cache (server/plugins/cache.ts), so the storefront follows at once.
 */
export const productSkuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ok = <T>(result: T) => ({ message: serverMessages.ok, result });

  // --- Public

  app.post(
    '/product_sku/get_product_category_data_actived',
    { config: { cacheReply: true }, schema: { body: CategoryActivedBody, response: { 200: SkuCategoryList, ...errorResponses } } },
    async () => ok(await activeCategories(app)),
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_category_id_actived',
    { config: { cacheReply: true }, schema: { body: ParentsByCategoryBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => {
      const { categoryId } = request.body;
      // A category switched off hides its product list as well as its name.
      if ((await categoryIndex(app)).inactiveIds.has(categoryId)) return ok([]);
      return ok((await parentSkuIndex(app)).activeByCategory.get(categoryId) ?? []);
    },
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_product_type_actived',
    { config: { cacheReply: true }, schema: { body: ParentsByProductTypeBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => ok((await parentSkuIndex(app)).activeByType.get(request.body.productType.toUpperCase()) ?? []),
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_parents_sku',
    { config: { cacheReply: true }, schema: { body: ParentsSkuBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => {
      // Active or not: an old link to a discontinued fabric shows it as discontinued (isActived false).
      const parent = (await parentSkuIndex(app)).byCode.get(request.body.parentsSku);
      return ok(parent ? [parent] : []);
    },
  );

  app.post(
    '/product_sku/get_product_sku_data_by_parents_sku_actived',
    { config: { cacheReply: true }, schema: { body: SkusByParentBody, response: { 200: SkuList, ...errorResponses } } },
    async (request) => ok((await activeSkusByParent(app)).get(request.body.parentsSku) ?? []),
  );

  // --- Admin

  const admin = { preHandler: app.requireAdmin };
  /** Admin reads sent as POSTs (the spec's shape): they keep the public cache. */
  const adminRead = { ...admin, config: { readOnly: true } };

  app.post(
    '/product_sku/get_product_sku_data_all',
    { ...adminRead, schema: { body: SkuListBody, response: { 200: SkuPage, ...errorResponses } } },
    async (request) => {
      const { page, perPage, sort, order, ...filters } = request.body;
      const { rows, total } = await pageSkus(app.db, filters, { page, perPage, sort, order });
      return { message: serverMessages.ok, result: rows, total };
    },
  );

  app.post(
    '/product_sku/update_product_sku_status',
    { ...admin, schema: { body: StatusBody, response: { 200: SkuOne, ...errorResponses } } },
    async (request) => {
      const sku = await setSkuActive(app.db, request.body._id, request.body.status);
      if (!sku) throw notFound();
      return ok(sku);
    },
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_all',
    { ...adminRead, schema: { body: ParentSkuListBody, response: { 200: ParentSkuPage, ...errorResponses } } },
    async (request) => {
      const { page, perPage, sort, order, ...filters } = request.body;
      const { rows, total } = await pageParentSkus(app.db, filters, { page, perPage, sort, order });
      return { message: serverMessages.ok, result: rows, total };
    },
  );

  app.post(
    '/product_sku/update_product_parents_sku_status',
    { ...admin, schema: { body: StatusBody, response: { 200: ParentSkuOne, ...errorResponses } } },
    async (request) => {
      const parent = await setParentSkuActive(app.db, request.body._id, request.body.status);
      if (!parent) throw notFound();
      return ok(parent);
    },
  );

  app.get(
    '/product_sku/get_product_category_data_all',
    { ...admin, schema: { response: { 200: SkuCategoryList, ...errorResponses } } },
    async () => ok(await listCategories(app.db)),
  );

  app.post(
    '/product_sku/update_product_category_sku_status',
    { ...admin, schema: { body: StatusBody, response: { 200: SkuCategoryOne, ...errorResponses } } },
    async (request) => {
      const category = await setCategoryActive(app.db, request.body._id, request.body.status);
      if (!category) throw notFound();
      return ok(category);
    },
  );

  app.post(
    '/product_sku/get_product_parents_sku_data_by_category_id',
    { ...adminRead, schema: { body: ParentsOfCategoryBody, response: { 200: ParentSkuList, ...errorResponses } } },
    async (request) => ok(await listParentSkusOfCategory(app.db, request.body.categoryId)),
  );

  app.post(
    '/product_sku/get_product_sku_data_by_parents_sku',
    { ...adminRead, schema: { body: SkusOfParentBody, response: { 200: SkuList, ...errorResponses } } },
    async (request) => ok(await listSkusOfParent(app.db, request.body.parentsSku)),
  );

  app.post(
    '/product_sku/export_product_sku_data',
    { ...adminRead, schema: { body: SkuExportBody, response: { 200: SkuWorkbookFile, ...errorResponses } } },
    async (request, reply) => {
      const { filters = {}, sort, order } = request.body;
      const file = await skuWorkbook(app.db, filters, sort, order);
      const day = new Date(app.config.now()).toISOString().slice(0, 10);
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="skus-${day}.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
};
