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
});
export type ContactForm = Static<typeof ContactForm>;

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

export const ContactFormOne = Envelope(ContactForm);

export const ContactFormList = Envelope(Type.Array(ContactForm));

/** How the Contact Form list sorts on the server. */
export const CONTACT_FORM_SORTS = ['createAt', 'id', 'fullName', 'firstName', 'lastName', 'email', 'mobile', 'isContacted'] as const;
/** Fields the Contact Form search looks in. */
export const CONTACT_FORM_SEARCH = ['fullName', 'email', 'mobile', 'detail'] as const;

/**
 * The list's query (issue 17 §1): ListQuery's page, sort and search, plus Contacted (yes/no), the
 * received date range (days in Thailand, both ends included) and one enquiry by id (the admin home's link).
 * Without `page` every matching enquiry comes back, newest first.
 */
export const ContactFormListQuery = ListQueryWith({ isContacted: Type.Optional(YesNo), ...DateRange, id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
export type ContactFormListQuery = Static<typeof ContactFormListQuery>;

/** POST /contact_form/update_is_contacted: ticks or unticks an enquiry's Is Contacted box. */
export const UpdateIsContactedBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), isContacted: Type.Boolean() },
  { additionalProperties: false },
);
export type UpdateIsContactedBody = Static<typeof UpdateIsContactedBody>;

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
