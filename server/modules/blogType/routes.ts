import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogTypeList } from '../../../src/contract/blog.js';
import { errorResponses } from '../../../src/contract/common.js';
import { serverMessages } from '../../../src/messages.js';
import { listBlogTypes } from './queries.js';

export const blogTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog_type/get_blog_type_all',
    { schema: { response: { 200: BlogTypeList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('blogType:all', () => listBlogTypes(app.db)),
    }),
  );
};
