import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUB_PRODUCT_SEARCH, subProductApi, SubProductEditFields, SubProductFields } from '../../../src/contract/subProduct.js';
import { editStamp, unlessStale } from '../../edits.js';
import { catalogueTexts, conflictTexts, inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import {
  deleteSubProduct,
  findSubProduct,
  insertSubProduct,
  listSubProducts,
  listSubProductsOfProductCode,
  updateSubProduct,
  type SubProductInput,
} from './queries.js';
import { pictureInUse } from '../../db/queries.js';
import { listAnswer } from '../../listAnswer.js';

const duplicate = (code: string) => conflict(conflictTexts.duplicateCode('sub product', code));

/**
 * The dialog's fields, after checking that exactly one parent product is chosen: a sub product is a
 * colour, and a colour belongs to one fabric (README design notes). Whether it exists is checked in
 * the write's transaction.
 */
function subProductFrom(fields: SubProductFields): SubProductInput {
  const productId = [...new Set((Array.isArray(fields.productId) ? fields.productId : [fields.productId]).filter(Boolean))];
  if (!productId.length) throw badRequest(inputTexts.required('body.productId'));
  if (productId.length > 1) throw badRequest(catalogueTexts.oneParent);
  return { code: fields.code, name: fields.name, article: fields.article ?? '', productId: productId[0] };
}

/** The write's outcome as an answer: its row, or the refusal it met. */
function saved<T>(result: T | 'duplicate' | 'no parent', input: SubProductInput): T {
  if (result === 'duplicate') throw duplicate(input.code);
  if (result === 'no parent') throw badRequest(catalogueTexts.noProduct(input.productId));
  return result;
}

/** Sub products: the colours (SKUs) in the Sub Product shape (admin only). */
export const subProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, subProductApi.list, async (request) => listAnswer(await listSubProducts(app.db), request.query, SUB_PRODUCT_SEARCH));

  serve(app, subProductApi.byProductCode, async (request) => ({ message: serverMessages.ok, result: await listSubProductsOfProductCode(app.db, request.params.code) }));

  serve(app, subProductApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, SubProductFields, { required: true }, async (fields, url) => {
      const input = subProductFrom(fields);
      return saved(await insertSubProduct(app.db, { ...input, url: url! }, new Date(app.config.now())), input);
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, subProductApi.update, async (request) => {
    const before = await findSubProduct(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(
      request,
      SubProductEditFields,
      before,
      async (fields, url) => {
        const input = subProductFrom(fields);
        return unlessStale(saved(await updateSubProduct(app.db, before._id, { ...input, url }, editStamp(request, fields.version)), input));
      },
      (url) => pictureInUse(app.db, url),
    );
    return { message: serverMessages.ok, result };
  });

  serve(app, subProductApi.delete, async (request) => {
    const existing = await findSubProduct(app.db, request.params.id);
    if (!existing || !(await deleteSubProduct(app.db, existing._id))) throw notFound();
    if (!(await pictureInUse(app.db, existing.url))) await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
