import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import { ContactUsList } from '../../../src/contract/contactUs.js';
import { serverMessages } from '../../../src/messages.js';
import { listContactUs } from './queries.js';

export const contactUsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact_us/get_contact_us_data_all',
    { schema: { response: { 200: ContactUsList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('contactUs:all', () => listContactUs(app.db)),
    }),
  );
};
