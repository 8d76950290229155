import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import { hasTwoDecimalsAtMost, NewPriceBody, PriceJoinBody, PriceJoinList, SubProductPriceOne } from '../../../src/contract/subProductPrice.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { listPricesOfProductCode, savePrice, subProductExists } from './queries.js';

/** Tier prices of sub products (admin only). */
export const subProductPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sub_product_price/get_sub_product_price_join_sub_product',
    { preHandler: app.requireAdmin, config: { readOnly: true }, schema: { body: PriceJoinBody, response: { 200: PriceJoinList, ...errorResponses } } },
    async (request) => ({ message: serverMessages.ok, result: await listPricesOfProductCode(app.db, request.body.code) }),
  );

  app.post(
    '/sub_product_price/add_new_sub_product_price',
    { preHandler: app.requireAdmin, schema: { body: NewPriceBody, response: { 201: SubProductPriceOne, ...errorResponses } } },
    async (request, reply) => {
      const body = request.body;
      for (const field of ['silverPrice', 'goldPrice', 'platinumPrice'] as const) {
        if (!hasTwoDecimalsAtMost(body[field])) throw badRequest(`body.${field} must have at most two decimals`);
      }
      if (!(await subProductExists(app.db, body.subProductId))) throw notFound();
      const result = await savePrice(app.db, { ...body, subProductArticle: body.subProductArticle ?? '' }, new Date(app.config.now()));
      return reply.status(201).send({ message: serverMessages.created, result });
    },
  );
};
