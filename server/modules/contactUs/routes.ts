import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageBody } from '../../../src/contract/common.js';
import { ContactUsFields, ContactUsList, ContactUsOne, contactUsLinkFields, contactUsTextFields } from '../../../src/contract/contactUs.js';
import { serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { deleteContactUs, findContactUs, insertContactUs, updateContactUs, type NewContactUs } from './queries.js';
import { allContactUs } from './reads.js';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every text field of the form (left-out ones empty), after the checks the schema cannot word well:
 * links end up as hrefs on the storefront, so they must be http(s) addresses; the email must look like one.
 */
function checkedFields(fields: ContactUsFields): Omit<NewContactUs, 'url'> {
  const out = Object.fromEntries(contactUsTextFields.map((k) => [k, fields[k] ?? ''])) as Omit<NewContactUs, 'url'>;
  for (const k of contactUsLinkFields) {
    if (out[k] && !HTTP_URL.test(out[k])) throw badRequest(`body.${k} must be an http:// or https:// address`);
  }
  if (out.email && !EMAIL.test(out.email)) throw badRequest(serverMessages.invalidEmail);
  return out;
}

export const contactUsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact_us/get_contact_us_data_all',
    { config: { cacheReply: true }, schema: { response: { 200: ContactUsList, ...errorResponses } } },
    async () => ({
      message: serverMessages.ok,
      result: await allContactUs(app),
    }),
  );

  app.post(
    '/contact_us/add_new_contact_us',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: ContactUsFields, files: { image: 'optional' } }, response: { 201: ContactUsOne, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await app.uploads.withImageForm(request, ContactUsFields, { required: false }, (fields, url) =>
        insertContactUs(app.db, { ...checkedFields(fields), url: url ?? '' }, new Date(app.config.now())),
      );
      return reply.status(201).send({ message: serverMessages.created, result });
    },
  );

  app.post(
    '/contact_us/update_contact_us_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { consumes: ['multipart/form-data'], form: { fields: ContactUsFields, files: { image: 'optional' } }, params: IdParams, response: { 200: ContactUsOne, ...errorResponses } },
    },
    async (request) => {
      const before = await findContactUs(app.db, request.params.id);
      if (!before) throw notFound();
      const result = await app.uploads.editWithImage(request, ContactUsFields, before, async (fields, url) => {
        const updated = await updateContactUs(app.db, before._id, { ...checkedFields(fields), url });
        return updated;
      });
      return { message: serverMessages.ok, result };
    },
  );

  app.delete(
    '/contact_us/delete_contact_us_by_id/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const existing = await findContactUs(app.db, request.params.id);
      if (!existing) throw notFound();
      if (!(await deleteContactUs(app.db, existing._id))) throw notFound();
      await app.uploads.removeImage(existing.url);
      return { message: serverMessages.deleted };
    },
  );
};
