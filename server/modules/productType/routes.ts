import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import { ProductTypeList } from '../../../src/contract/productType.js';
import { serverMessages } from '../../../src/messages.js';
import { listProductTypes } from './queries.js';

export const productTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product_type/get_product_type_all',
    { schema: { response: { 200: ProductTypeList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('productType:all', () => listProductTypes(app.db)),
    }),
  );
};
