import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../src/contract/common.js';
import { ContactFormOne, NewContactFormBody } from '../../../src/contract/contactForm.js';
import { serverMessages } from '../../../src/messages.js';
import { badRequest } from '../../plugins/errors.js';
import { insertContactForm } from './queries.js';

/** Visitors' enquiries from /contact (an improvement on spec.md, DESIGN §7); rate-limited per IP. */
export const contactFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact_form/add_new_contact_form',
    {
      config: { rateLimit: { max: app.config.rateLimit.max, timeWindow: app.config.rateLimit.windowMs } },
      schema: { body: NewContactFormBody, response: { 201: ContactFormOne, ...errorResponses } },
    },
    async (request, reply) => {
      const input = {
        firstName: request.body.firstName.trim(),
        lastName: request.body.lastName.trim(),
        mobile: request.body.mobile,
        email: request.body.email.trim(),
        detail: request.body.detail.trim(),
      };
      for (const field of ['firstName', 'lastName', 'detail'] as const) {
        if (!input[field]) throw badRequest(`body.${field} is required`);
      }
      const result = await insertContactForm(app.db, input, new Date(app.config.now()));
      request.log.info({ contactForm: result._id, ip: request.ip }, 'enquiry received');
      return reply.status(201).send({ message: serverMessages.created, result });
    },
  );
};
