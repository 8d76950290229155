import { getLocale, type Locale } from '../../i18n/locale';

/**
 * The back-office's dates in the current language (issue 19): English exactly as before (en-GB, as the
 * tests pin it); Thai in the Buddhist era with Thai month names ("27 พ.ย. 2569 14:30").
 */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', th: 'th-TH-u-ca-buddhist' };

export const dateLocale = (): string => DATE_LOCALE[getLocale()];

/** A record's time, short and readable ("27 Nov 2026, 14:30"); what is not a date is shown as it is. */
export function dateTime(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A count as the language writes it (the same digits and separators in both). */
export const count = (n: number): string => n.toLocaleString(getLocale() === 'th' ? 'th-TH' : 'en');
