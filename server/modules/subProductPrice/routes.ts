import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasTwoDecimalsAtMost, subProductPriceApi } from '../../../src/contract/subProductPrice.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { editStamp, unlessStale } from '../../edits.js';
import { listPricesOfProductCode, savePrice, skuExists } from './queries.js';

/** Tier prices of the colours (SKUs), in the Sub Product Price shape (admin only). */
export const subProductPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, subProductPriceApi.ofProductCode, async (request) => ({ message: serverMessages.ok, result: await listPricesOfProductCode(app.db, request.body.code) }));

  serve(app, subProductPriceApi.save, async (request, reply) => {
    const body = request.body;
    for (const field of ['silverPrice', 'goldPrice', 'platinumPrice'] as const) {
      if (!hasTwoDecimalsAtMost(body[field])) throw badRequest(inputTexts.twoDecimals(`body.${field}`));
    }
    if (!(await skuExists(app.db, body.subProductId))) throw notFound();
    // Based on the version the screen loaded (issue 20 §1.4): prices saved since answer 409 naming who and when.
    const { modifyAt, version } = unlessStale(
      await savePrice(app.db, { skuId: body.subProductId, silverPrice: body.silverPrice, goldPrice: body.goldPrice, platinumPrice: body.platinumPrice }, editStamp(request, body.version)),
    );
    // subProductArticle is answered as sent (the spec's shape); the colour's article is the SKU's own.
    const result = { subProductId: body.subProductId, subProductArticle: body.subProductArticle ?? '', silverPrice: body.silverPrice, goldPrice: body.goldPrice, platinumPrice: body.platinumPrice, modifyAt, version };
    return reply.status(201).send({ message: serverMessages.created, result });
  });
};
