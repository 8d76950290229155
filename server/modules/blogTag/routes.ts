import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogIdParams, BlogTagList, type BlogTag } from '../../../src/contract/blog.js';
import { errorResponses } from '../../../src/contract/common.js';
import { serverMessages } from '../../../src/messages.js';
import { listBlogTagLinks, listBlogTags } from './queries.js';

/** Each blog's tags, cached as one map (bounded, whatever ids visitors ask for). */
export const tagsByBlog = (app: FastifyInstance): Promise<Map<string, BlogTag[]>> =>
  app.publicCache.get('blogTag:byBlog', async () => {
    const map = new Map<string, BlogTag[]>();
    for (const { blogId, _id, name } of await listBlogTagLinks(app.db)) {
      const list = map.get(blogId) ?? [];
      list.push({ _id, name });
      map.set(blogId, list);
    }
    return map;
  });

export const blogTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog_tag/get_blog_tag_all',
    { schema: { response: { 200: BlogTagList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('blogTag:all', () => listBlogTags(app.db)),
    }),
  );

  app.post(
    '/blog_tag/get_blog_tag_data_by_blog_id/:blogId',
    { schema: { params: BlogIdParams, response: { 200: BlogTagList, ...errorResponses } } },
    async (request) => ({ message: serverMessages.ok, result: (await tagsByBlog(app)).get(request.params.blogId) ?? [] }),
  );
};
