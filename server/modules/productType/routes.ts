import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { ProductTypeFields, ProductTypeList, ProductTypeOne } from '../../../src/contract/productType.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { deleteProductType, findProductType, insertProductType, updateProductType } from './queries.js';
import { allProductTypes } from './reads.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('product type', name));
const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

export const productTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product_type/get_product_type_all',
    { config: { cacheReply: true }, schema: { response: { 200: ProductTypeList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await allProductTypes(app),
    }),
  );

  // spec.md writes this call with a trailing slash; both spellings answer.
  for (const url of ['/product_type/add_new_product_type/', '/product_type/add_new_product_type']) {
    app.post(
      url,
      {
        preHandler: app.requireAdmin,
        schema: { consumes: ['multipart/form-data'], form: { fields: ProductTypeFields, files: { image: 'required' } }, response: { 201: ProductTypeOne, ...errorResponses } },
      },
      async (request, reply) => {
        const result = await app.uploads.withImageForm(request, ProductTypeFields, { required: true }, async (fields, image) => {
          const saved = await insertProductType(app.db, { name: fields.name, url: image! }, new Date(app.config.now()));
          if (saved === 'duplicate') throw duplicate(fields.name);
          return saved;
        });
        return reply.status(201).send({ message: serverMessages.created, result });
      },
    );
  }

  app.post(
    '/product_type/update_product_type_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: ProductTypeFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ProductTypeOne, ...errorResponses } },
    },
    async (request) => {
      const before = await findProductType(app.db, request.params.id);
      if (!before) throw notFound();
      const result = await app.uploads.editWithImage(request, ProductTypeFields, before, async (fields, url) => {
        const saved = await updateProductType(app.db, before._id, { name: fields.name, url });
        if (saved === 'duplicate') throw duplicate(fields.name);
        return saved;
      });
      return { message: serverMessages.ok, result };
    },
  );

  app.delete(
    '/product_type/delete_product_type_by_id/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      const existing = await findProductType(app.db, request.params.id);
      if (!existing) throw notFound();
      const { deleted, usedBy } = await deleteProductType(app.db, existing._id);
      if (usedBy) throw conflict(conflictTexts.inUse('product type', products(usedBy)));
      if (!deleted) throw notFound();
      await app.uploads.removeImage(existing.url);
      return { message: serverMessages.deleted };
    },
  );
};
