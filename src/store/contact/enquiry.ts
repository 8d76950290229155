import type { NewContactFormBody } from '../../contract/contactForm';
import { pageTexts } from '../pageTexts';

/** The longest message the server accepts (CONTACT_DETAIL_MAX in src/contract/contactForm.ts; a test keeps them equal). */
export const DETAIL_MAX = 2000;
const NAME_MAX = 100;

export type EnquiryField = keyof NewContactFormBody;
export type Enquiry = Record<EnquiryField, string>;
export const emptyEnquiry: Enquiry = { firstName: '', lastName: '', mobile: '', email: '', detail: '' };

/** The fields that say who is asking, shared by the enquiry and the sample request (issue 18 §4). */
export type ContactField = 'firstName' | 'lastName' | 'mobile' | 'email';

/** The digits of a phone number as typed ("081-234 5678" → "0812345678"), keeping a leading +. */
export const normaliseMobile = (s: string) => s.trim().replace(/[\s\-().]/g, '');

/** The body the server expects: trimmed, the phone number as digits. */
export function toBody(e: Enquiry): NewContactFormBody {
  return { firstName: e.firstName.trim(), lastName: e.lastName.trim(), mobile: normaliseMobile(e.mobile), email: e.email.trim(), detail: e.detail.trim() };
}

/** The server's rules for who is asking (trimmed, the mobile as digits), checked before sending: field → problem. */
export function validateContact(b: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!b.firstName) errors.firstName = pageTexts.required;
  else if (b.firstName.length > NAME_MAX) errors.firstName = pageTexts.tooLong(NAME_MAX);
  if (!b.lastName) errors.lastName = pageTexts.required;
  else if (b.lastName.length > NAME_MAX) errors.lastName = pageTexts.tooLong(NAME_MAX);
  if (!b.mobile) errors.mobile = pageTexts.required;
  else if (!/^\+?[0-9]{6,15}$/.test(b.mobile)) errors.mobile = pageTexts.invalidMobile;
  if (!b.email) errors.email = pageTexts.required;
  else if (b.email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email)) errors.email = pageTexts.invalidEmail;
  return errors;
}

/** The same rules the server applies (NewContactFormBody), checked before sending: field → problem. */
export function validateEnquiry(e: Enquiry): Partial<Record<EnquiryField, string>> {
  const b = toBody(e);
  const errors: Partial<Record<EnquiryField, string>> = validateContact(b);
  if (!b.detail) errors.detail = pageTexts.required;
  else if (b.detail.length > DETAIL_MAX) errors.detail = pageTexts.tooLong(DETAIL_MAX);
  return errors;
}
