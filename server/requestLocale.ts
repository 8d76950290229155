import type { FastifyRequest } from 'fastify';

/** The languages a mail can be written in (issue 19): English, the contract's, and Thai. */
export type MailLocale = 'en' | 'th';

/**
 * The language of the person behind a request, for the mails it causes (verify codes, the shop's copy
 * of an enquiry): the first tag of Accept-Language, which the browser's one HTTP client sets to the
 * page's language. `th` or `th-…` is Thai; anything else, or none, English (what every mail was before).
 */
export function requestLocale(request: FastifyRequest): MailLocale {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'th' || first.startsWith('th-') ? 'th' : 'en';
}
