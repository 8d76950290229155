import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

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
export type ContactFormOne = Static<typeof ContactFormOne>;

export const ContactFormList = Envelope(Type.Array(ContactForm));
export type ContactFormList = Static<typeof ContactFormList>;

/** POST /contact_form/update_is_contacted: ticks or unticks an enquiry's Is Contacted box. */
export const UpdateIsContactedBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), isContacted: Type.Boolean() },
  { additionalProperties: false },
);
export type UpdateIsContactedBody = Static<typeof UpdateIsContactedBody>;
