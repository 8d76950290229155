import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasTwoDecimalsAtMost, subProductPriceApi } from '../../../src/contract/subProductPrice.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { listPricesOfProductCode, savePrice, subProductExists } from './queries.js';

/** Tier prices of sub products (admin only). */
export const subProductPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, subProductPriceApi.ofProductCode, async (request) => ({ message: serverMessages.ok, result: await listPricesOfProductCode(app.db, request.body.code) }));

  serve(app, subProductPriceApi.save, async (request, reply) => {
    const body = request.body;
    for (const field of ['silverPrice', 'goldPrice', 'platinumPrice'] as const) {
      if (!hasTwoDecimalsAtMost(body[field])) throw badRequest(`body.${field} must have at most two decimals`);
    }
    if (!(await subProductExists(app.db, body.subProductId))) throw notFound();
    const result = await savePrice(app.db, { ...body, subProductArticle: body.subProductArticle ?? '' }, new Date(app.config.now()));
    return reply.status(201).send({ message: serverMessages.created, result });
  });
};
