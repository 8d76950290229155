import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blogTypeApi, BlogTypeEditFields, BlogTypeFields } from '../../../src/contract/blog.js';
import { conflictTexts, serverMessages } from '../../../src/contract/texts.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { addBlogType, deleteBlogType, findBlogType, listBlogTypes, updateBlogType } from './queries.js';
import { listAnswer } from '../../listAnswer.js';
import { editStamp, unlessStale } from '../../edits.js';

const duplicate = (name: string) => conflict(conflictTexts.duplicate('blog type', name));

/** Blog types: the public list (the /blog tabs), and the Blog Type screen's add, edit and delete. */
export const blogTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, blogTypeApi.list, async (request) => listAnswer(await app.publicCache.get('blogType:all', () => listBlogTypes(app.db)), request.query, ['name']));

  serve(app, blogTypeApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, BlogTypeFields, { required: true }, async (fields, url) => {
      const saved = await addBlogType(app.db, { name: fields.name, url: url! }, new Date(app.config.now()));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return saved;
    });
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, blogTypeApi.update, async (request) => {
    const before = await findBlogType(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, BlogTypeEditFields, before, async (fields, url) => {
      const saved = unlessStale(await updateBlogType(app.db, before._id, { name: fields.name, url }, editStamp(request, fields.version)));
      if (saved === 'duplicate') throw duplicate(fields.name);
      return saved;
    });
    return { message: serverMessages.ok, result };
  });

  // spec.md: deleting a type that a blog is listed under answers 404; the message says why.
  serve(app, blogTypeApi.delete, async (request) => {
    const existing = await findBlogType(app.db, request.params.id);
    if (!existing) throw notFound();
    const { deleted, usedBy } = await deleteBlogType(app.db, existing._id);
    if (usedBy) throw notFound(conflictTexts.inUse('blog type', `${usedBy} blog${usedBy === 1 ? '' : 's'}`));
    if (!deleted) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
