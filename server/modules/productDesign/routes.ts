import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { ProductDesignFields, ProductDesignList, ProductDesignOne } from '../../../src/contract/productDesign.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { deleteProductDesign, findProductDesign, insertProductDesign, listProductDesigns, updateProductDesign } from './queries.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('product design', name));

export const productDesignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product_design/get_product_design_data_all',
    { preHandler: app.requireAdmin, schema: { response: { 200: ProductDesignList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: await listProductDesigns(app.db) }),
  );

  app.post(
    '/product_design/add_new_product_design',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: ProductDesignFields, files: { image: 'required' } }, response: { 201: ProductDesignOne, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await app.uploads.withImageForm(request, ProductDesignFields, { required: true }, async (fields, url) => {
        const saved = await insertProductDesign(app.db, { name: fields.name, icons: fields.icon ?? '', url: url! }, new Date(app.config.now()));
        if (saved === 'duplicate') throw duplicate(fields.name);
        return saved;
      });
      return reply.status(201).send({ message: serverMessages.created, result });
    },
  );

  app.post(
    '/product_design/update_product_design_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: ProductDesignFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ProductDesignOne, ...errorResponses } },
    },
    async (request) => {
      const before = await findProductDesign(app.db, request.params.id);
      if (!before) throw notFound();
      const result = await app.uploads.editWithImage(request, ProductDesignFields, before, async (fields, url) => {
        const saved = await updateProductDesign(app.db, before._id, { name: fields.name, icons: fields.icon ?? '', url });
        if (saved === 'duplicate') throw duplicate(fields.name);
        return saved;
      });
      return { message: serverMessages.ok, result };
    },
  );

  app.delete(
    '/product_design/delete_product_design_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const existing = await findProductDesign(app.db, request.params.id);
      if (!existing) throw notFound();
      if (!(await deleteProductDesign(app.db, existing._id))) throw notFound();
      await app.uploads.removeImage(existing.url);
      return { message: serverMessages.deleted };
    },
  );
};
