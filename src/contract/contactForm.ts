import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { Envelope, errorResponses, IdParams, MessageBody } from './common.js';
import { DateRange, ListQueryWith, WithTotal, YesNo } from './listQuery.js';

/** A visitor's enquiry, listed in the admin Contact Form screen. */
export const ContactForm = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  detail: Type.String(),
  isContacted: Type.Boolean(),
  createAt: Type.String(),
  /** A sample request's postal address (issue 18 §4); absent on a plain enquiry. */
  address: Type.Optional(Type.String()),
  /** A sample request's colours, in the order asked, each with its name and photo as they are now; absent on a plain enquiry. */
  samples: Type.Optional(Type.Array(Type.Object({ sku: Type.String(), name: Type.String(), path: Type.String() }))),
  /** A sample request only: whether the admin has marked the samples sent, and when. */
  samplesSent: Type.Optional(Type.Boolean()),
  samplesSentAt: Type.Optional(Type.String()),
});
export type ContactForm = Static<typeof ContactForm>;
export type RequestedSample = NonNullable<ContactForm['samples']>[number];

/** Longest enquiry text accepted. */
export const CONTACT_DETAIL_MAX = 2000;

/** POST /contact_form/add_new_contact_form: 400 names the first bad field. */
export const NewContactFormBody = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    /** Digits only, optionally with a leading +, 6 to 15 of them (e.g. 0812345678). */
    mobile: Type.String({ pattern: '^\\+?[0-9]{6,15}$' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    detail: Type.String({ minLength: 1, maxLength: CONTACT_DETAIL_MAX }),
  },
  { additionalProperties: false },
);
export type NewContactFormBody = Static<typeof NewContactFormBody>;

/** How many colours one sample request may ask for (the browser's basket holds as many). */
export const SAMPLES_MAX = 10;
/** Longest postal address accepted on a sample request. */
export const SAMPLE_ADDRESS_MAX = 500;

/**
 * POST /contact_form/add_sample_request (issue 18 §4): the sample basket sent as one enquiry. The
 * enquiry's name, mobile and email rules; a postal address; an optional note; 1 to 10 distinct SKU
 * codes, each an existing colour on sale (else 400 naming body.skus).
 */
export const NewSampleRequestBody = Type.Object(
  {
    firstName: NewContactFormBody.properties.firstName,
    lastName: NewContactFormBody.properties.lastName,
    mobile: NewContactFormBody.properties.mobile,
    email: NewContactFormBody.properties.email,
    address: Type.String({ minLength: 1, maxLength: SAMPLE_ADDRESS_MAX }),
    detail: Type.Optional(Type.String({ maxLength: CONTACT_DETAIL_MAX })),
    skus: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: SAMPLES_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type NewSampleRequestBody = Static<typeof NewSampleRequestBody>;

export const ContactFormOne = Envelope(ContactForm);

export const ContactFormList = Envelope(Type.Array(ContactForm));

/** How the Contact Form list sorts on the server. */
export const CONTACT_FORM_SORTS = ['createAt', 'id', 'fullName', 'firstName', 'lastName', 'email', 'mobile', 'isContacted'] as const;
/** Fields the Contact Form search looks in. */
export const CONTACT_FORM_SEARCH = ['fullName', 'email', 'mobile', 'detail'] as const;

/**
 * The list's query (issue 17 §1): ListQuery's page, sort and search, plus Contacted (yes/no), the
 * received date range (days in Thailand, both ends included), one enquiry by id (the admin home's link) and
 * Samples sent (yes: sample requests marked sent; no: sample requests still to send).
 * Without `page` every matching enquiry comes back, newest first.
 */
export const ContactFormListQuery = ListQueryWith({ isContacted: Type.Optional(YesNo), samplesSent: Type.Optional(YesNo), ...DateRange, id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
export type ContactFormListQuery = Static<typeof ContactFormListQuery>;

/** POST /contact_form/update_is_contacted: ticks or unticks an enquiry's Is Contacted box. */
export const UpdateIsContactedBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), isContacted: Type.Boolean() },
  { additionalProperties: false },
);
export type UpdateIsContactedBody = Static<typeof UpdateIsContactedBody>;

/** POST /contact_form/update_samples_sent_status: marks a sample request's samples sent (or not yet). */
export const UpdateSamplesSentBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), samplesSent: Type.Boolean() },
  { additionalProperties: false },
);
export type UpdateSamplesSentBody = Static<typeof UpdateSamplesSentBody>;

/** POST /contact_form/update_is_contacted_bulk: ticks (or unticks) Is Contacted on every enquiry named, all or none. */
export const BulkContactedBody = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }), isContacted: Type.Boolean() },
  { additionalProperties: false },
);
export type BulkContactedBody = Static<typeof BulkContactedBody>;
export const BulkContactedAnswer = Envelope(Type.Object({ updated: Type.Integer({ minimum: 0 }) }));

/**
 * The enquiry calls: a visitor's enquiry from /contact (public; the server adds a per-IP rate limit),
 * and the Contact Form screen's list, Is Contacted box and delete.
 */
export const contactFormApi = {
  add: call({ method: 'POST', path: '/contact_form/add_new_contact_form', guard: 'public', schema: { body: NewContactFormBody, response: { 201: ContactFormOne, ...errorResponses } } }),
  /** The sample basket (issue 18 §4): public, rate-limited per IP like `add`, stored with its SKUs in one transaction. */
  addSampleRequest: call({
    method: 'POST',
    path: '/contact_form/add_sample_request',
    guard: 'public',
    schema: { body: NewSampleRequestBody, response: { 201: ContactFormOne, ...errorResponses } },
  }),
  setSamplesSent: call({
    method: 'POST',
    path: '/contact_form/update_samples_sent_status',
    guard: 'admin',
    schema: { body: UpdateSamplesSentBody, response: { 200: ContactFormOne, ...errorResponses } },
  }),
  list: call({
    method: 'GET',
    path: '/contact_form/get_contact_form_data_all',
    guard: 'admin',
    schema: { querystring: ContactFormListQuery, response: { 200: WithTotal(ContactFormList), ...errorResponses } },
  }),
  setContacted: call({
    method: 'POST',
    path: '/contact_form/update_is_contacted',
    guard: 'admin',
    schema: { body: UpdateIsContactedBody, response: { 200: ContactFormOne, ...errorResponses } },
  }),
  setContactedBulk: call({
    method: 'POST',
    path: '/contact_form/update_is_contacted_bulk',
    guard: 'admin',
    schema: { body: BulkContactedBody, response: { 200: BulkContactedAnswer, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/contact_form/delete_contact_form_by_id/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
