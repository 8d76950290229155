import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogByTypeBody, BlogIdParams, BlogList, BlogOne, type Blog } from '../../../src/contract/blog.js';
import { errorResponses } from '../../../src/contract/common.js';
import { serverMessages } from '../../../src/messages.js';
import { notFound } from '../../plugins/errors.js';
import { listBlogs } from './queries.js';

export interface BlogIndex {
  /** Newest first. */
  all: Blog[];
  byId: Map<string, Blog>;
  byType: Map<string, Blog[]>;
}

/** Every blog, indexed once per cache generation (bounded, whatever ids visitors ask for). */
export const blogIndex = (app: FastifyInstance): Promise<BlogIndex> =>
  app.publicCache.get('blog:index', async () => {
    const all = await listBlogs(app.db);
    const byType = new Map<string, Blog[]>();
    for (const b of all) byType.set(b.blogTypeId, [...(byType.get(b.blogTypeId) ?? []), b]);
    return { all, byId: new Map(all.map((b) => [b._id, b])), byType };
  });

export const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog/get_blog_all',
    { schema: { response: { 200: BlogList, ...errorResponses } } },
    async () => ({ message: serverMessages.ok, result: (await blogIndex(app)).all }),
  );

  app.post(
    '/blog/get_blog_by_blog_type',
    { schema: { body: BlogByTypeBody, response: { 200: BlogList, ...errorResponses } } },
    async (request) => ({ message: serverMessages.ok, result: (await blogIndex(app)).byType.get(request.body.blogType) ?? [] }),
  );

  app.post(
    '/blog/get_blog_by_blog_id/:blogId',
    { schema: { params: BlogIdParams, response: { 200: BlogOne, ...errorResponses } } },
    async (request) => {
      const blog = (await blogIndex(app)).byId.get(request.params.blogId);
      if (!blog) throw notFound();
      return { message: serverMessages.ok, result: blog };
    },
  );
};
