import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { CATEGORY_ID, categoryApi, CategoryEditFields, NewCategoryFields } from '../../../src/contract/category.js';
import { catalogueTexts, conflictTexts, orderTexts, serverMessages } from '../../../src/contract/texts.js';
import { writeOrder } from '../../db/queries.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { duplicateOr } from '../../db/unique.js';
import { serve } from '../../route.js';
import { editStamp, unlessStale } from '../../edits.js';
import { categoryIdTaken, categoryNameTaken, categoryUsage, deleteCategory, findCategory, insertCategory, updateCategory } from './queries.js';
import { activeCategories } from './reads.js';

const usedBy = (products: number) => `${products} product${products === 1 ? '' : 's'}`;

/**
 * Categories: the public list (active ones) and the Category screen's add, edit and delete. The
 * SKU category calls (productSkuAdminApi.categories, productSkuAdminApi.setCategoryStatus) edit the same rows.
 */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, categoryApi.list, async () => ({ message: serverMessages.ok, result: await activeCategories(app) }));

  serve(app, categoryApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, NewCategoryFields, { required: true }, async (fields, url) => {
      // The public id the admin set (upper-cased), or none: then one is suggested from the name.
      const categoryId = fields.categoryId?.trim().toUpperCase() || undefined;
      if (categoryId && !CATEGORY_ID.test(categoryId)) throw badRequest(catalogueTexts.categoryIdRule);
      if (categoryId && (await categoryIdTaken(app.db, categoryId))) throw conflict(conflictTexts.duplicateCode('category', categoryId));
      if (await categoryNameTaken(app.db, fields.name)) throw conflict(conflictTexts.duplicate('category', fields.name));
      const write = () =>
        duplicateOr(() =>
          insertCategory(app.db, { name: fields.name, discription: fields.discription ?? '', url: url!, categoryId, alwaysShown: fields.alwaysShown === 'true' }, new Date(app.config.now())),
        );
      let saved = await write();
      // Another add took the name or the id meanwhile (the unique indexes decide). A suggested id taken by
      // a category of another name is suggested again, once.
      if (saved === 'duplicate' && !categoryId && !(await categoryNameTaken(app.db, fields.name))) saved = await write();
      if (saved !== 'duplicate') return saved;
      if (categoryId && !(await categoryNameTaken(app.db, fields.name))) throw conflict(conflictTexts.duplicateCode('category', categoryId));
      throw conflict(conflictTexts.duplicate('category', fields.name));
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, categoryApi.update, async (request) => {
    const before = await findCategory(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, CategoryEditFields, before, async (fields, url) => {
      if (await categoryNameTaken(app.db, fields.name, before._id)) throw conflict(conflictTexts.duplicate('category', fields.name));
      const alwaysShown = fields.alwaysShown === undefined ? undefined : fields.alwaysShown === 'true';
      const stamp = editStamp(request, fields.version);
      const updated = await duplicateOr(() => updateCategory(app.db, before._id, { name: fields.name, discription: fields.discription ?? '', url, alwaysShown }, stamp));
      if (updated === 'duplicate') throw conflict(conflictTexts.duplicate('category', fields.name));
      return unlessStale(updated);
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, categoryApi.reorder, async (request) => {
    const problem = await writeOrder(app.db, 'categories', request.body.ids);
    if (problem) throw badRequest(orderTexts.refusal(problem, 'category'));
    return { message: serverMessages.ok };
  });

  serve(app, categoryApi.delete, async (request) => {
    const existing = await findCategory(app.db, request.params.id);
    if (!existing) throw notFound();
    const usage = await categoryUsage(app.db, existing.categoryId);
    if (usage) throw conflict(conflictTexts.inUse('category', usedBy(usage)));
    if (!(await deleteCategory(app.db, existing._id))) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
