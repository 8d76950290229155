import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { subProductApi, SubProductFields } from '../../../src/contract/subProduct.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import {
  deleteSubProduct,
  findSubProduct,
  insertSubProduct,
  listSubProducts,
  listSubProductsOfProductCode,
  unknownProduct,
  updateSubProduct,
  type SubProductInput,
} from './queries.js';

const duplicate = (code: string) => conflict(conflictTexts.duplicateCode('sub product', code));

/** The dialog's fields, after checking that at least one parent product is chosen and each exists. */
async function subProductFrom(app: FastifyInstance, fields: SubProductFields): Promise<SubProductInput> {
  const productId = [...new Set((Array.isArray(fields.productId) ? fields.productId : [fields.productId]).filter(Boolean))];
  if (!productId.length) throw badRequest('body.productId is required');
  const bad = await unknownProduct(app.db, productId);
  if (bad) throw badRequest(`body.productId: no product ${bad}`);
  return { code: fields.code, name: fields.name, article: fields.article ?? '', productId };
}

/** Sub products (admin only). */
export const subProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, subProductApi.list, async () => ({
    message: serverMessages.ok,
    result: await listSubProducts(app.db),
  }));

  serve(app, subProductApi.byProductCode, async (request) => ({ message: serverMessages.ok, result: await listSubProductsOfProductCode(app.db, request.params.code) }));

  serve(app, subProductApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, SubProductFields, { required: true }, async (fields, url) => {
      const input = await subProductFrom(app, fields);
      const saved = await insertSubProduct(app.db, { ...input, url: url! }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(input.code);
      return saved;
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, subProductApi.update, async (request) => {
    const before = await findSubProduct(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, SubProductFields, before, async (fields, url) => {
      const input = await subProductFrom(app, fields);
      const saved = await updateSubProduct(app.db, before._id, { ...input, url });
      if (saved === 'duplicate') throw duplicate(input.code);
      return saved;
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, subProductApi.delete, async (request) => {
    const existing = await findSubProduct(app.db, request.params.id);
    if (!existing || !(await deleteSubProduct(app.db, existing._id))) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
