import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productSkuApi } from '../../../src/contract/productSku.js';
import { productSkuAdminApi } from '../../../src/contract/productSkuAdmin.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
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

  serve(app, productSkuApi.categoriesActive, async () => ok(await activeCategories(app)));

  serve(app, productSkuApi.parentsByCategoryActive, async (request) => {
    const { categoryId } = request.body;
    // A category switched off hides its product list as well as its name.
    if ((await categoryIndex(app)).inactiveIds.has(categoryId)) return ok([]);
    return ok((await parentSkuIndex(app)).activeByCategory.get(categoryId) ?? []);
  });

  serve(app, productSkuApi.parentsByProductTypeActive, async (request) => ok((await parentSkuIndex(app)).activeByType.get(request.body.productType.toUpperCase()) ?? []));

  serve(app, productSkuApi.parentByCode, async (request) => {
    // Active or not: an old link to a discontinued fabric shows it as discontinued (isActived false).
    const parent = (await parentSkuIndex(app)).byCode.get(request.body.parentsSku);
    return ok(parent ? [parent] : []);
  });

  serve(app, productSkuApi.skusByParentActive, async (request) => ok((await activeSkusByParent(app)).get(request.body.parentsSku) ?? []));

  // --- Admin (the reads sent as POSTs are declared readOnly: they keep the public cache)

  serve(app, productSkuAdminApi.skus, async (request) => {
    const { page, perPage, sort, order, ...filters } = request.body;
    const { rows, total } = await pageSkus(app.db, filters, { page, perPage, sort, order });
    return { message: serverMessages.ok, result: rows, total };
  });

  serve(app, productSkuAdminApi.setSkuStatus, async (request) => {
    const sku = await setSkuActive(app.db, request.body._id, request.body.status);
    if (!sku) throw notFound();
    return ok(sku);
  });

  serve(app, productSkuAdminApi.parents, async (request) => {
    const { page, perPage, sort, order, ...filters } = request.body;
    const { rows, total } = await pageParentSkus(app.db, filters, { page, perPage, sort, order });
    return { message: serverMessages.ok, result: rows, total };
  });

  serve(app, productSkuAdminApi.setParentStatus, async (request) => {
    const parent = await setParentSkuActive(app.db, request.body._id, request.body.status);
    if (!parent) throw notFound();
    return ok(parent);
  });

  serve(app, productSkuAdminApi.categories, async () => ok(await listCategories(app.db)));

  serve(app, productSkuAdminApi.setCategoryStatus, async (request) => {
    const category = await setCategoryActive(app.db, request.body._id, request.body.status);
    if (!category) throw notFound();
    return ok(category);
  });

  serve(app, productSkuAdminApi.parentsOfCategory, async (request) => ok(await listParentSkusOfCategory(app.db, request.body.categoryId)));

  serve(app, productSkuAdminApi.skusOfParent, async (request) => ok(await listSkusOfParent(app.db, request.body.parentsSku)));

  serve(app, productSkuAdminApi.export, async (request, reply) => {
    const { filters = {}, sort, order } = request.body;
    const file = await skuWorkbook(app.db, filters, sort, order);
    const day = new Date(app.config.now()).toISOString().slice(0, 10);
    return reply
      .type(XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="skus-${day}.xlsx"`)
      .header('Cache-Control', 'no-store')
      .send(file);
  });
};
