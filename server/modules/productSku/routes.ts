import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { productSkuApi } from '../../../src/contract/productSku.js';
import { CATEGORY_SEARCH, productSkuAdminApi } from '../../../src/contract/productSkuAdmin.js';
import { listAnswer, yesNo } from '../../listAnswer.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { skuEditTexts } from '../../../src/contract/backOfficeTexts.js';
import { pictureInUse } from '../../db/queries.js';
import type { Stale } from '../../db/versions.js';
import { editStamp, unlessStale } from '../../edits.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { listCategories, setCategoryActive } from '../category/queries.js';
import { activeCategories, categoryIndex } from '../category/reads.js';
import { skuWorkbook, XLSX_TYPE } from './export.js';
import {
  deleteCategories,
  deleteParentSkus,
  deleteSkus,
  findParentDetail,
  findSkuDetail,
  listParentSkusOfCategory,
  listSkusOfParent,
  pageParentSkus,
  pageSkus,
  setActiveBulk,
  setParentSkuActive,
  setSkuActive,
  updateParentSku,
  updateSku,
  type BulkOutcome,
  type EditRefusal,
} from './queries.js';
import { inUseText } from './inUse.js';
import { activeSkusByParent, parentSkuIndex } from './reads.js';

/** A whole number ≥ 0 from a form field (400 naming it otherwise). */
function wholeNumber(field: string, value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw badRequest(skuEditTexts.wholeNumber(field));
  return Number(value);
}

/** An amount in THB ≥ 0 with at most two decimals from a form field; undefined when not sent (an optional price). */
function baht(field: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) throw badRequest(skuEditTexts.baht(field));
  return Number(value);
}

function requiredBaht(field: string, value: string): number {
  const amount = baht(field, value);
  if (amount === undefined) throw badRequest(skuEditTexts.baht(field));
  return amount;
}

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

const referenceNames = { parentsSku: 'parent SKU', categoryId: 'category' } as const;

/** An edit's saved row (with its picture as `url`, for editWithImage), or the refusal as 409/400. */
function edited<T extends { path: string }>(what: string, saved: T | EditRefusal | Stale | undefined): (T & { url: string }) | undefined {
  const result = unlessStale(saved);
  if (!result) return undefined;
  if ('duplicate' in result) throw conflict(conflictTexts.duplicateCode(what, result.duplicate));
  if ('unknown' in result) throw badRequest(skuEditTexts.unknown(result.unknown, referenceNames[result.unknown], result.value));
  if ('tierMissing' in result) throw badRequest(skuEditTexts.tierPricesTogether(result.tierMissing));
  return { ...result, url: result.path };
}

/**
 * SKU calls (spec.md §7): the public reads serve active records only where the call says `actived`;
 * the admin calls list everything (paged on the server), switch flags and export the SKU sheet.
 * Admin writes clear the public cache (server/plugins/cache.ts), so the storefront follows at once.
 */
export const productSkuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ok = <T>(result: T) => ({ message: serverMessages.ok, result });

  /** A delete's or bulk change's outcome as an answer: 404 naming a missing row, 409 naming one in use; freed pictures removed. */
  const bulkAnswer = async (what: string, usedBy: (n: number) => string, outcome: BulkOutcome) => {
    if ('missing' in outcome) throw notFound(skuEditTexts.missing(what, outcome.missing));
    if ('inUse' in outcome) throw conflict(inUseText(what, usedBy, outcome.inUse));
    for (const path of new Set(outcome.paths)) if (!(await pictureInUse(app.db, path))) await app.uploads.removeImage(path);
    return outcome.count;
  };
  const noUse = () => '';

  /**
   * An edit with an optional new picture (editWithImage): the form is read and its values checked
   * first (400 naming a field), then the row is read (404 when gone) and written; the picture it
   * replaced is removed once nothing shows it. Answers the saved row.
   */
  const editRow = async <S extends TSchema, T extends { path: string }>(
    request: FastifyRequest,
    fields: S,
    what: string,
    find: () => Promise<T | undefined>,
    /** Checks the fields (throwing the 400), and answers the write of the row found. */
    prepare: (f: Static<S>, url: string | undefined) => (old: T) => Promise<T | EditRefusal | Stale | undefined>,
  ): Promise<T> => {
    const before = { url: '' };
    const { url: _url, ...row } = await app.uploads.editWithImage(
      request,
      fields,
      before,
      async (f, url) => {
        const write = prepare(f, url);
        const old = await find();
        if (!old) return undefined;
        before.url = old.path;
        return edited(what, await write(old));
      },
      (url) => pictureInUse(app.db, url),
    );
    return row as unknown as T;
  };

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
    const sku = await setSkuActive(app.db, request.body._id, request.body.status, editStamp(request));
    if (!sku) throw notFound();
    return ok(sku);
  });

  serve(app, productSkuAdminApi.parents, async (request) => {
    const { page, perPage, sort, order, ...filters } = request.body;
    const { rows, total } = await pageParentSkus(app.db, filters, { page, perPage, sort, order });
    return { message: serverMessages.ok, result: rows, total };
  });

  serve(app, productSkuAdminApi.setParentStatus, async (request) => {
    const parent = await setParentSkuActive(app.db, request.body._id, request.body.status, editStamp(request));
    if (!parent) throw notFound();
    return ok(parent);
  });

  serve(app, productSkuAdminApi.categories, async (request) => {
    const { isActived, ...list } = request.query;
    const active = yesNo(isActived);
    return listAnswer(await listCategories(app.db), list, CATEGORY_SEARCH, { keep: (c) => active === undefined || c.isActived === active, ordered: true });
  });

  serve(app, productSkuAdminApi.setCategoryStatus, async (request) => {
    const category = await setCategoryActive(app.db, request.body._id, request.body.status, editStamp(request));
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

  // Edit, delete and bulk changes (issue 16 §2). Deletes and bulk changes take every row or none.

  serve(app, productSkuAdminApi.sku, async (request) => {
    const sku = await findSkuDetail(app.db, request.params.id);
    if (!sku) throw notFound();
    return ok(sku);
  });

  serve(app, productSkuAdminApi.updateSku, async (request) =>
    ok(
      await editRow(request, productSkuAdminApi.updateSku.schema.form.fields, 'SKU', () => findSkuDetail(app.db, request.params.id), (f, url) => {
        const input = {
          sku: f.sku,
          name: f.name,
          article: f.article ?? '',
          parentsSku: f.parentsSku,
          categoryId: f.categoryId ?? '',
          stock: wholeNumber('stock', f.stock),
          marketPrices: requiredBaht('marketPrices', f.marketPrices),
          isActived: flag(f.isActived),
          prices: { silverPrice: baht('silverPrice', f.silverPrice), goldPrice: baht('goldPrice', f.goldPrice), platinumPrice: baht('platinumPrice', f.platinumPrice) },
          url,
        };
        return (old) => updateSku(app.db, old._id, input, new Date(app.config.now()), editStamp(request, f.version));
      }),
    ),
  );

  serve(app, productSkuAdminApi.deleteSku, async (request) => {
    await bulkAnswer('SKU', noUse, await deleteSkus(app.db, [request.params.id]));
    return { message: serverMessages.deleted };
  });

  serve(app, productSkuAdminApi.setSkuStatusBulk, async (request) => ok({ count: await bulkAnswer('SKU', noUse, await setActiveBulk(app.db, 'skus', request.body.ids, request.body.status, editStamp(request))) }));

  serve(app, productSkuAdminApi.deleteSkuBulk, async (request) => ({ message: serverMessages.deleted, result: { count: await bulkAnswer('SKU', noUse, await deleteSkus(app.db, request.body.ids)) } }));

  serve(app, productSkuAdminApi.parent, async (request) => {
    const parent = await findParentDetail(app.db, request.params.id);
    if (!parent) throw notFound();
    return ok(parent);
  });

  serve(app, productSkuAdminApi.updateParent, async (request) =>
    ok(
      await editRow(request, productSkuAdminApi.updateParent.schema.form.fields, 'parent SKU', () => findParentDetail(app.db, request.params.id), (f, url) => {
        const input = {
          parentsSku: f.parentsSku,
          name: f.name,
          composition: f.composition ?? '',
          construction: f.construction ?? '',
          density: f.density ?? '',
          weaving: f.weaving ?? '',
          width: f.width ?? '',
          discription: f.discription ?? '',
          productType: f.productType ?? '',
          categoryId: f.categoryId,
          isActived: flag(f.isActived),
          url,
        };
        return (old) => updateParentSku(app.db, old._id, input, editStamp(request, f.version));
      }),
    ),
  );

  serve(app, productSkuAdminApi.deleteParent, async (request) => {
    await bulkAnswer('parent SKU', skuEditTexts.colours, await deleteParentSkus(app.db, [request.params.id]));
    return { message: serverMessages.deleted };
  });

  serve(app, productSkuAdminApi.setParentStatusBulk, async (request) =>
    ok({ count: await bulkAnswer('parent SKU', noUse, await setActiveBulk(app.db, 'parent_skus', request.body.ids, request.body.status, editStamp(request))) }),
  );

  serve(app, productSkuAdminApi.deleteParentBulk, async (request) => ({
    message: serverMessages.deleted,
    result: { count: await bulkAnswer('parent SKU', skuEditTexts.colours, await deleteParentSkus(app.db, request.body.ids)) },
  }));

  serve(app, productSkuAdminApi.setCategoryStatusBulk, async (request) =>
    ok({ count: await bulkAnswer('category', noUse, await setActiveBulk(app.db, 'categories', request.body.ids, request.body.status, editStamp(request))) }),
  );

  serve(app, productSkuAdminApi.deleteCategoryBulk, async (request) => ({
    message: serverMessages.deleted,
    result: { count: await bulkAnswer('category', skuEditTexts.parents, await deleteCategories(app.db, request.body.ids)) },
  }));
};
