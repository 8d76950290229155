import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { ProductCompositionBody, ProductCompositionList, ProductCompositionOne } from '../../../src/contract/productComposition.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { deleteProductComposition, insertProductComposition, listProductCompositions, updateProductComposition } from './queries.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('composition', name));
/** Trimmed, required, and without a comma (products keep their compositions as one comma-separated text). */
function compositionName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('body.name is required');
  if (name.includes(',')) throw badRequest('body.name must not contain a comma');
  return name;
}

/** Product compositions (the spec's path keeps its typo: product_composistion). */
export const productCompositionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product_composistion/get_product_composition_all',
    { preHandler: app.requireAdmin, schema: { response: { 200: ProductCompositionList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: await listProductCompositions(app.db) }),
  );

  app.post(
    '/product_composistion/add_new_product_composition',
    { preHandler: app.requireAdmin, schema: { body: ProductCompositionBody, response: { 201: ProductCompositionOne, ...errorResponses } } },
    async (request, reply) => {
      const name = compositionName(request.body.name);
      const saved = await insertProductComposition(app.db, name, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(name);
      return reply.status(201).send({ message: serverMessages.created, result: saved });
    },
  );

  app.post(
    '/product_composistion/update_product_composition_by_id/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParams, body: ProductCompositionBody, response: { 200: ProductCompositionOne, ...errorResponses } } },
    async (request) => {
      const name = compositionName(request.body.name);
      const saved = await updateProductComposition(app.db, request.params.id, name);
      if (saved === 'duplicate') throw duplicate(name);
      if (!saved) throw notFound();
      return { message: serverMessages.ok, result: saved };
    },
  );

  app.delete(
    '/product_composistion/delete_product_composition_by_id/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      const { deleted, usedBy } = await deleteProductComposition(app.db, request.params.id);
      if (usedBy) throw conflict(conflictTexts.inUse('composition', `${usedBy} product${usedBy === 1 ? '' : 's'}`));
      if (!deleted) throw notFound();
      return { message: serverMessages.deleted };
    },
  );
};
