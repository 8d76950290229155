import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTACT_US_SEARCH, contactUsApi, ContactUsEditFields, ContactUsFields, contactUsLinkFields, contactUsTextFields } from '../../../src/contract/contactUs.js';
import { editStamp, unlessStale } from '../../edits.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { listAnswer } from '../../listAnswer.js';
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
    if (out[k] && !HTTP_URL.test(out[k])) throw badRequest(inputTexts.webAddress(`body.${k}`));
  }
  if (out.email && !EMAIL.test(out.email)) throw badRequest(serverMessages.invalidEmail);
  return out;
}

export const contactUsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, contactUsApi.list, async (request) => listAnswer(await allContactUs(app), request.query, CONTACT_US_SEARCH));

  serve(app, contactUsApi.add, async (request, reply) => {
    const result = await app.uploads.withImageForm(request, ContactUsFields, { required: false }, (fields, url) =>
      insertContactUs(app.db, { ...checkedFields(fields), url: url ?? '' }, new Date(app.config.now())),
    );
    return reply.status(201).send({ message: serverMessages.created, result });
  });

  serve(app, contactUsApi.update, async (request) => {
    const before = await findContactUs(app.db, request.params.id);
    if (!before) throw notFound();
    const result = await app.uploads.editWithImage(request, ContactUsEditFields, before, async (fields, url) => {
      const updated = await updateContactUs(app.db, before._id, { ...checkedFields(fields), url }, editStamp(request, fields.version));
      return unlessStale(updated);
    });
    return { message: serverMessages.ok, result };
  });

  serve(app, contactUsApi.delete, async (request) => {
    const existing = await findContactUs(app.db, request.params.id);
    if (!existing) throw notFound();
    if (!(await deleteContactUs(app.db, existing._id))) throw notFound();
    await app.uploads.removeImage(existing.url);
    return { message: serverMessages.deleted };
  });
};
