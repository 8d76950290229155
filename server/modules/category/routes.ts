import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { CategoryList, CategoryOne, NewCategoryFields } from '../../../src/contract/category.js';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { serverMessages } from '../../../src/messages.js';
import { notFound } from '../../plugins/errors.js';
import { deleteCategory, findCategory, insertCategory, listCategories } from './queries.js';

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/category/get_category_all',
    { schema: { response: { 200: CategoryList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('category:all', () => listCategories(app.db)),
    }),
  );

  app.post(
    '/category/add_new_category',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], response: { 201: CategoryOne, ...errorResponses } },
    },
    async (request, reply) => {
      const { fields, files, cleanup } = await app.uploads.readMultipart(request, NewCategoryFields, { fileFields: ['image'] });
      try {
        const url = await app.uploads.saveImage(files.image);
        try {
          const result = await insertCategory(
            app.db,
            { name: fields.name.trim(), discription: fields.discription ?? '', url },
            new Date(app.config.now()),
          );
          return reply.status(201).send({ message: serverMessages.created, result });
        } catch (err) {
          await app.uploads.removeImage(url);
          throw err;
        }
      } finally {
        await cleanup();
      }
    },
  );

  app.delete(
    '/category/delete_category_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const existing = await findCategory(app.db, request.params.id);
      if (!existing || !(await deleteCategory(app.db, existing._id))) throw notFound();
      await app.uploads.removeImage(existing.url);
      return { message: serverMessages.deleted };
    },
  );
};

