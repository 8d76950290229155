import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_SEARCH, blogApi, BlogEditFields, BlogFields, type Blog } from '../../../src/contract/blog.js';
import { editStamp, unlessStale } from '../../edits.js';
import { createdBetween, listAnswer } from '../../listAnswer.js';
import { inputTexts, orderTexts, serverMessages } from '../../../src/contract/texts.js';
import { blogServerTexts } from '../../../src/contract/backOfficeTexts.js';
import { writeOrder } from '../../db/queries.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { sanitizeBlogBody } from './body.js';
import { blogIndex } from './reads.js';
import { deleteBlog, findBlog, insertBlog, unknownBlogTag, unknownBlogType, updateBlog, type NewBlog } from './queries.js';

const asList = (v: string | string[]) => [...new Set((Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean))];

/** The dialog's fields as a post (picture aside), after checking the body keeps content and every tag and type exists. */
async function blogFrom(app: FastifyInstance, fields: BlogFields): Promise<Omit<NewBlog, 'url'>> {
  if (!sanitizeBlogBody(fields.body)) throw badRequest(blogServerTexts.bodyEmpty);
  const blogTagId = asList(fields.blogTagId);
  const blogTypeId = asList(fields.blogTypeId);
  if (!blogTagId.length) throw badRequest(inputTexts.required('body.blogTagId'));
  if (!blogTypeId.length) throw badRequest(inputTexts.required('body.blogTypeId'));
  const badTag = await unknownBlogTag(app.db, blogTagId);
  if (badTag) throw badRequest(inputTexts.noRecord('body.blogTagId', 'blog tag', badTag));
  const badType = await unknownBlogType(app.db, blogTypeId);
  if (badType) throw badRequest(inputTexts.noRecord('body.blogTypeId', 'blog type', badType));
  return { title: fields.title, subTitle: fields.subTitle, body: fields.body, blogTagId, blogTypeId };
}

/** The blog: public reads, and the Blog screen's add, edit and delete. */
export const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, blogApi.list, async (request) => {
    const { dateFrom, dateTo, ...list } = request.query;
    const { since, before } = createdBetween('querystring', { dateFrom, dateTo });
    const keep = (b: Blog) => (!since || b.createAt >= since) && (!before || b.createAt < before);
    return listAnswer((await blogIndex(app)).all, list, BLOG_SEARCH, { keep, ordered: true });
  });

  serve(app, blogApi.byType, async (request) => ({ message: serverMessages.ok, result: (await blogIndex(app)).byType.get(request.body.blogType) ?? [] }));

  serve(app, blogApi.byId, async (request) => {
    const blog = (await blogIndex(app)).byId.get(request.params.blogId);
    if (!blog) throw notFound();
    return { message: serverMessages.ok, result: blog };
  });

  serve(app, blogApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, BlogFields, { required: true }, async (fields, url) =>
      insertBlog(app.db, { ...(await blogFrom(app, fields)), url: url! }, new Date(app.config.now())),
    );
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, blogApi.update, async (request) => {
    const before = await findBlog(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, BlogEditFields, before, async (fields, url) => {
      const saved = await updateBlog(app.db, before._id, { ...(await blogFrom(app, fields)), url }, new Date(app.config.now()), editStamp(request, fields.version));
      return unlessStale(saved);
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, blogApi.reorder, async (request) => {
    const problem = await writeOrder(app.db, 'blogs', request.body.ids);
    if (problem) throw badRequest(orderTexts.refusal(problem, 'blog post'));
    return { message: serverMessages.ok };
  });

  serve(app, blogApi.delete, async (request) => {
    const deleted = await deleteBlog(app.db, request.params.id);
    if (!deleted) throw notFound();
    await app.uploads.removeImage(deleted.url);
    return { message: serverMessages.deleted };
  });
};
