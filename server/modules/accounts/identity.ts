import { serverMessages } from '../../../src/contract/texts.js';
import { badRequest } from '../../plugins/errors.js';

/** An address as mail servers accept it (RFC 5322 atoms, DNS labels): markup such as `<svg/onload=…>` is not one. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const MOBILE = /^\+?\d{6,15}$/;

/** Lower-cased, trimmed email, or null when it is not an email address. */
export function normalEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Digits with an optional leading +, spaces and dashes dropped; null when it is not a phone number. */
function normalMobile(raw: string): string | null {
  const mobile = raw.replace(/[\s-]/g, '');
  return MOBILE.test(mobile) ? mobile : null;
}

export function requireEmail(raw: string): string {
  const email = normalEmail(raw);
  if (!email) throw badRequest(serverMessages.invalidEmail);
  return email;
}

export function requireMobile(raw: string): string {
  const mobile = normalMobile(raw);
  if (!mobile) throw badRequest(serverMessages.invalidMobile);
  return mobile;
}

/** What a person typed in an "Email Or Mobile Number" field. */
export type Identifier = { email: string } | { mobile: string } | null;

export function parseIdentifier(raw: string): Identifier {
  if (raw.includes('@')) {
    const email = normalEmail(raw);
    return email ? { email } : null;
  }
  const mobile = normalMobile(raw);
  return mobile ? { mobile } : null;
}

/** A stable per-account key for rate limiting, whether the person typed a valid identifier or not. */
export function identifierKey(raw: string): string {
  const id = parseIdentifier(raw);
  return id ? ('email' in id ? id.email : id.mobile) : raw.trim().toLowerCase().slice(0, 254);
}
