import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogIdParams, BlogTagFields, BlogTagList, BlogTagOne, type BlogTag } from '../../../src/contract/blog.js';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { addBlogTag, deleteBlogTag, listBlogTagLinks, listBlogTags, updateBlogTag } from './queries.js';

/** Each blog's tags, cached as one map (bounded, whatever ids visitors ask for). */
const tagsByBlog = (app: FastifyInstance): Promise<Map<string, BlogTag[]>> =>
  app.publicCache.get('blogTag:byBlog', async () => {
    const map = new Map<string, BlogTag[]>();
    for (const { blogId, _id, name } of await listBlogTagLinks(app.db)) {
      const list = map.get(blogId) ?? [];
      list.push({ _id, name });
      map.set(blogId, list);
    }
    return map;
  });

const duplicate = (name: string) => conflict(conflictTexts.duplicate('blog tag', name));
/** JSON text is not trimmed on the way in (multipart is): a name of spaces is no name. */
const nameOf = (body: BlogTagFields) => {
  const name = body.name.trim();
  if (!name) throw badRequest('body.name is required');
  return name;
};

/** Blog tags: the public reads, and the Blog Tag screen's add, edit and delete. */
export const blogTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog_tag/get_blog_tag_all',
    { config: { cacheReply: true }, schema: { response: { 200: BlogTagList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await app.publicCache.get('blogTag:all', () => listBlogTags(app.db)),
    }),
  );

  app.post(
    '/blog_tag/get_blog_tag_data_by_blog_id/:blogId',
    { config: { cacheReply: true }, schema: { params: BlogIdParams, response: { 200: BlogTagList, ...errorResponses } } },
    async (request) => ({ message: serverMessages.ok, result: (await tagsByBlog(app)).get(request.params.blogId) ?? [] }),
  );

  app.post(
    '/blog_tag/add_new_blog_tag',
    { preHandler: app.requireAdmin, schema: { body: BlogTagFields, response: { 201: BlogTagOne, ...errorResponses } } },
    async (request, reply) => {
      const name = nameOf(request.body);
      const saved = await addBlogTag(app.db, { name }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(name);
      return reply.status(201).send({ message: serverMessages.created, result: saved });
    },
  );

  app.post(
    '/blog_tag/update_blog_tag_by_id/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParams, body: BlogTagFields, response: { 200: BlogTagOne, ...errorResponses } } },
    async (request) => {
      const name = nameOf(request.body);
      const saved = await updateBlogTag(app.db, request.params.id, { name });
      if (saved === 'duplicate') throw duplicate(name);
      if (!saved) throw notFound();
      return { message: serverMessages.ok, result: saved };
    },
  );

  // spec.md: deleting a tag that a blog carries answers 404; the message says why.
  app.delete(
    '/blog_tag/delete_blog_tag/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      const { deleted, usedBy } = await deleteBlogTag(app.db, request.params.id);
      if (usedBy) throw notFound(conflictTexts.inUse('blog tag', `${usedBy} blog${usedBy === 1 ? '' : 's'}`));
      if (!deleted) throw notFound();
      return { message: serverMessages.deleted };
    },
  );
};
