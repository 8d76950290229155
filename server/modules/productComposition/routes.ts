import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productCompositionApi } from '../../../src/contract/productComposition.js';
import { conflictTexts, inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { deleteProductComposition, insertProductComposition, listProductCompositions, updateProductComposition } from './queries.js';
import { listAnswer } from '../../listAnswer.js';
import { editStamp, unlessStale } from '../../edits.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('composition', name));
/** Trimmed, required, and without a comma (products keep their compositions as one comma-separated text). */
function compositionName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(inputTexts.required('body.name'));
  if (name.includes(',')) throw badRequest(inputTexts.noComma('body.name'));
  return name;
}

/** Product compositions (the spec's path keeps its typo: product_composistion). */
export const productCompositionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, productCompositionApi.list, async (request) => listAnswer(await listProductCompositions(app.db), request.query, ['name']));

  serve(app, productCompositionApi.add, async (request, reply) => {
    const name = compositionName(request.body.name);
    const saved = await insertProductComposition(app.db, name, new Date(app.config.now()));
    if (saved === 'duplicate') throw duplicate(name);
    return reply.status(201).send({ message: serverMessages.created, result: saved });
  });

  serve(app, productCompositionApi.update, async (request) => {
    const name = compositionName(request.body.name);
    const saved = unlessStale(await updateProductComposition(app.db, request.params.id, name, editStamp(request, request.body.version)));
    if (saved === 'duplicate') throw duplicate(name);
    if (!saved) throw notFound();
    return { message: serverMessages.ok, result: saved };
  });

  serve(app, productCompositionApi.delete, async (request) => {
    const { deleted, usedBy } = await deleteProductComposition(app.db, request.params.id);
    if (usedBy) throw conflict(conflictTexts.inUse('composition', `${usedBy} product${usedBy === 1 ? '' : 's'}`));
    if (!deleted) throw notFound();
    return { message: serverMessages.deleted };
  });
};
