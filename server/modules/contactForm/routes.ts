import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { CONTACT_FORM_SEARCH, CONTACT_FORM_SORTS, contactFormApi, type ContactForm } from '../../../src/contract/contactForm.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { contactFormMailTexts, sampleMailTexts } from '../../../src/contract/backOfficeTexts.js';
import { contactFormMailTextsTh, sampleMailTextsTh } from '../../../src/contract/th/backOfficeTexts.js';
import { requestLocale, type MailLocale } from '../../requestLocale.js';
import { badRequest, HttpError, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { editStamp } from '../../edits.js';
import { contactUsEmail, deleteContactForm, insertContactForm, insertSampleRequest, listContactForms, setContacted, setContactedMany, setSamplesSent } from './queries.js';
import { createdBetween, listAnswer, yesNo } from '../../listAnswer.js';

/** Control characters (a newline in a name, say) never reach a mail header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * Tells the shop about a stored enquiry: to SHOP_EMAIL, else the Contact Us record's email, with the
 * visitor as Reply-To, in the language the visitor wrote in (issue 19). Runs after the answer
 * (app.mail.later); a failure is only logged.
 */
async function mailShop(app: FastifyInstance, log: FastifyBaseLogger, enquiry: ContactForm, locale: MailLocale): Promise<void> {
  const to = app.config.shopEmail ?? (await contactUsEmail(app.db));
  if (!to) {
    log.warn({ contactForm: enquiry._id }, 'enquiry not mailed: neither SHOP_EMAIL nor a Contact Us email is set');
    return;
  }
  const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const texts = locale === 'th' ? contactFormMailTextsTh : contactFormMailTexts;
  await app.mail.send({
    to,
    replyTo: enquiry.email,
    subject: texts.mailSubject(name),
    text: [
      texts.mailIntro,
      '',
      `${texts.mailFullName}: ${name}`,
      `${texts.mailMobile}: ${enquiry.mobile}`,
      `${texts.mailEmail}: ${enquiry.email}`,
      `${texts.detail}:`,
      enquiry.detail,
      '',
      texts.mailAnswer,
      `${app.config.publicUrl}/admin_contact_form`,
    ].join('\n'),
  });
}

/** A sample request's colours, one a line: "CODE  name". */
const sampleLines = (enquiry: ContactForm) => (enquiry.samples ?? []).map((s) => `- ${s.sku}  ${oneLine(s.name)}`.trimEnd());

/**
 * A sample request (issue 18 §4) to the shop, like an enquiry's mail with the address and the colours
 * asked for, and a receipt to the visitor listing the same; both in the visitor's language, after the answer.
 */
async function mailSampleRequest(app: FastifyInstance, log: FastifyBaseLogger, enquiry: ContactForm, locale: MailLocale, receipt: boolean): Promise<void> {
  const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const texts = locale === 'th' ? sampleMailTextsTh : sampleMailTexts;
  const labels = locale === 'th' ? contactFormMailTextsTh : contactFormMailTexts;
  const note = enquiry.detail ? [`${texts.note}:`, enquiry.detail, ''] : [];
  const to = app.config.shopEmail ?? (await contactUsEmail(app.db));
  if (to) {
    await app.mail.send({
      to,
      replyTo: enquiry.email,
      subject: texts.subject(name, enquiry.samples?.length ?? 0),
      text: [
        texts.intro,
        '',
        `${labels.mailFullName}: ${name}`,
        `${labels.mailMobile}: ${enquiry.mobile}`,
        `${labels.mailEmail}: ${enquiry.email}`,
        `${texts.address}:`,
        enquiry.address ?? '',
        '',
        `${texts.samples}:`,
        ...sampleLines(enquiry),
        '',
        ...note,
        texts.answer,
        `${app.config.publicUrl}/admin_contact_form`,
      ].join('\n'),
    });
  } else {
    log.warn({ contactForm: enquiry._id }, 'sample request not mailed to the shop: neither SHOP_EMAIL nor a Contact Us email is set');
  }
  if (!receipt) return;
  await app.mail.send({
    to: enquiry.email,
    ...(to ? { replyTo: to } : {}),
    subject: texts.receiptSubject,
    text: [texts.receiptGreeting(name), '', texts.receiptIntro, ...sampleLines(enquiry), '', `${texts.receiptAddress}:`, enquiry.address ?? '', '', texts.receiptOutro].join('\n'),
  });
}

/**
 * Visitors' enquiries from /contact (an improvement on spec.md, DESIGN §7; rate-limited per IP and
 * mailed to the shop) and the Contact Form screen's calls of spec.md §7, admin only.
 */
export const contactFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(
    app,
    contactFormApi.add,
    async (request, reply) => {
      const input = {
        firstName: request.body.firstName.trim(),
        lastName: request.body.lastName.trim(),
        mobile: request.body.mobile,
        email: request.body.email.trim(),
        detail: request.body.detail.trim(),
      };
      for (const field of ['firstName', 'lastName', 'detail'] as const) {
        if (!input[field]) throw badRequest(inputTexts.required(`body.${field}`));
      }
      const result = await insertContactForm(app.db, input, new Date(app.config.now()));
      request.log.info({ contactForm: result._id, ip: request.ip }, 'enquiry received');
      // After the answer: a slow or broken mail server must not delay the visitor or lose the enquiry.
      const locale = requestLocale(request);
      app.mail.later('shop-enquiries', () => mailShop(app, request.log, result, locale), (err) =>
        request.log.error({ err, contactForm: result._id }, 'enquiry stored but the mail to the shop failed'),
      );
      return reply.status(201).send({ message: serverMessages.created, result });
    },
    { config: { rateLimit: { max: app.config.rateLimit.max, timeWindow: app.config.rateLimit.windowMs } } },
  );

  serve(
    app,
    contactFormApi.addSampleRequest,
    async (request, reply) => {
      const b = request.body;
      const input = {
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        mobile: b.mobile,
        email: b.email.trim(),
        address: b.address.trim(),
        detail: (b.detail ?? '').trim(),
        skus: b.skus.map((s) => s.trim()),
      };
      for (const field of ['firstName', 'lastName', 'address'] as const) {
        if (!input[field]) throw badRequest(inputTexts.required(`body.${field}`));
      }
      if (input.skus.some((s) => !s)) throw badRequest(inputTexts.notEmpty('body.skus'));
      const result = await insertSampleRequest(app.db, input, new Date(app.config.now()));
      if ('missing' in result) throw badRequest(inputTexts.notOnSale('body.skus', result.missing));
      request.log.info({ contactForm: result._id, skus: input.skus.length, ip: request.ip }, 'sample request received');
      // The receipt goes to an address nobody proved: counted like a verify code (README, Limits), so a
      // stranger cannot make the site mail someone more often; past the cap the request stands, unreceipted.
      const receipt = await app.codeIssueLimit(request, `sample-receipt:${input.email.toLowerCase()}`, { quiet: true }).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 429) return false;
        throw err;
      });
      const locale = requestLocale(request);
      app.mail.later('shop-enquiries', () => mailSampleRequest(app, request.log, result, locale, receipt), (err) =>
        request.log.error({ err, contactForm: result._id }, 'sample request stored but a mail about it failed'),
      );
      return reply.status(201).send({ message: serverMessages.created, result });
    },
    { config: { rateLimit: { max: app.config.rateLimit.max, timeWindow: app.config.rateLimit.windowMs } } },
  );

  serve(app, contactFormApi.setSamplesSent, async (request) => {
    const result = await setSamplesSent(app.db, request.body.id, request.body.samplesSent, editStamp(request));
    if (!result) throw notFound();
    if (result === 'notSamples') throw badRequest(inputTexts.notSampleRequest('body.id'));
    request.log.info({ contactForm: result._id, samplesSent: result.samplesSent, admin: request.admin?._id }, 'samples marked');
    return { message: serverMessages.statusUpdated, result };
  });

  serve(app, contactFormApi.list, async (request) => {
    const { isContacted, samplesSent, dateFrom, dateTo, id, ...list } = request.query;
    if (list.sort && !(CONTACT_FORM_SORTS as readonly string[]).includes(list.sort)) throw badRequest(inputTexts.oneOf('querystring.sort', CONTACT_FORM_SORTS));
    const rows = await listContactForms(app.db, { isContacted: yesNo(isContacted), samplesSent: yesNo(samplesSent), ...createdBetween('querystring', { dateFrom, dateTo }), id });
    return listAnswer(
      rows.map((r) => ({ ...r, fullName: `${r.firstName} ${r.lastName}` })),
      // react-admin's default sort is `id`, the record's _id.
      list.sort === 'id' ? { ...list, sort: '_id' } : list,
      CONTACT_FORM_SEARCH,
    );
  });

  serve(app, contactFormApi.setContactedBulk, async (request) => {
    const updated = await setContactedMany(app.db, request.body.ids, request.body.isContacted, editStamp(request));
    if (updated === undefined) throw notFound();
    request.log.info({ contactForms: updated, isContacted: request.body.isContacted, admin: request.admin?._id }, 'enquiries marked');
    return { message: serverMessages.statusUpdated, result: { updated } };
  });

  serve(app, contactFormApi.setContacted, async (request) => {
    const result = await setContacted(app.db, request.body.id, request.body.isContacted, editStamp(request));
    if (!result) throw notFound();
    request.log.info({ contactForm: result._id, isContacted: result.isContacted, admin: request.admin?._id }, 'enquiry marked');
    return { message: serverMessages.statusUpdated, result };
  });

  serve(app, contactFormApi.delete, async (request) => {
    if (!(await deleteContactForm(app.db, request.params.id))) throw notFound();
    return { message: serverMessages.deleted };
  });
};
