import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blogTagApi, type BlogTag, type BlogTagFields } from '../../../src/contract/blog.js';
import { conflictTexts, inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { addBlogTag, deleteBlogTag, listBlogTagLinks, listBlogTags, updateBlogTag } from './queries.js';
import { listAnswer } from '../../listAnswer.js';
import { editStamp, unlessStale } from '../../edits.js';

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
  if (!name) throw badRequest(inputTexts.required('body.name'));
  return name;
};

/** Blog tags: the public reads, and the Blog Tag screen's add, edit and delete. */
export const blogTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, blogTagApi.list, async (request) => listAnswer(await app.publicCache.get('blogTag:all', () => listBlogTags(app.db)), request.query, ['name']));

  serve(app, blogTagApi.byBlog, async (request) => ({ message: serverMessages.ok, result: (await tagsByBlog(app)).get(request.params.blogId) ?? [] }));

  serve(app, blogTagApi.add, async (request, reply) => {
    const name = nameOf(request.body);
    const saved = await addBlogTag(app.db, { name }, new Date(app.config.now()));
    if (saved === 'duplicate') throw duplicate(name);
    return reply.status(201).send({ message: serverMessages.created, result: saved });
  });

  serve(app, blogTagApi.update, async (request) => {
    const name = nameOf(request.body);
    const saved = unlessStale(await updateBlogTag(app.db, request.params.id, { name }, editStamp(request, request.body.version)));
    if (saved === 'duplicate') throw duplicate(name);
    if (!saved) throw notFound();
    return { message: serverMessages.ok, result: saved };
  });

  // spec.md: deleting a tag that a blog carries answers 404; the message says why.
  serve(app, blogTagApi.delete, async (request) => {
    const { deleted, usedBy } = await deleteBlogTag(app.db, request.params.id);
    if (usedBy) throw notFound(conflictTexts.inUse('blog tag', `${usedBy} blog${usedBy === 1 ? '' : 's'}`));
    if (!deleted) throw notFound();
    return { message: serverMessages.deleted };
  });
};
