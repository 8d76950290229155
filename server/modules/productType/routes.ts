import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductTypeEditFields, ProductTypeFields, productTypeApi } from '../../../src/contract/productType.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { serve, type CallHandler } from '../../route.js';
import { deleteProductType, findProductType, insertProductType, updateProductType } from './queries.js';
import { allProductTypes } from './reads.js';
import { listAnswer } from '../../listAnswer.js';
import { editStamp, unlessStale } from '../../edits.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('product type', name));
const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

export const productTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, productTypeApi.list, async (request) => listAnswer(await allProductTypes(app), request.query, ['name']));

  const add: CallHandler<typeof productTypeApi.add.schema> = async (request, reply) => {
    const result = await app.uploads.withImageForm(request, ProductTypeFields, { required: true }, async (fields, image) => {
      const saved = await insertProductType(app.db, { name: fields.name, url: image! }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return saved;
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  };
  // spec.md writes this call with a trailing slash; both spellings answer.
  serve(app, productTypeApi.add, add);
  serve(app, { ...productTypeApi.add, path: productTypeApi.add.path.replace(/\/$/, '') }, add);

  serve(app, productTypeApi.update, async (request) => {
    const before = await findProductType(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, ProductTypeEditFields, before, async (fields, url) => {
      const saved = unlessStale(await updateProductType(app.db, before._id, { name: fields.name, url }, editStamp(request, fields.version)));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return saved;
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, productTypeApi.delete, async (request) => {
    const existing = await findProductType(app.db, request.params.id);
    if (!existing) throw notFound();
    const { deleted, usedBy } = await deleteProductType(app.db, existing._id);
    if (usedBy) throw conflict(conflictTexts.inUse('product type', products(usedBy)));
    if (!deleted) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
