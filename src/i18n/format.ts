/**
 * Dates, relative times, numbers and prices in the current language, all through Intl (issue 19):
 * Thai dates in the Buddhist era with Thai month names (25 พฤศจิกายน 2569), English exactly as before.
 */
import { getLocale, type Locale } from './locale';

/** The Intl locale of each of ours: Thai counts years in the Buddhist era. */
const dateLocale: Record<Locale, string> = { en: 'en-GB', th: 'th-TH-u-ca-buddhist' };
const numberLocale: Record<Locale, string> = { en: 'en', th: 'th-TH' };
/** The shop's clock: dates read as in Bangkok wherever the visitor is. */
const TIME_ZONE = 'Asia/Bangkok';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F>(key: string, make: () => F): F {
  if (!cache.has(key)) cache.set(key, make() as never);
  return cache.get(key) as F;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A date and time: "25 November 2026 at 14:30" / "25 พฤศจิกายน 2569 เวลา 14:30". */
export function formatDateTime(value: Date | string | number, locale: Locale = getLocale()): string {
  const f = cached(`dt:${locale}`, () => new Intl.DateTimeFormat(dateLocale[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }));
  return f.format(toDate(value));
}

/** A day: "25 November 2026" / "25 พฤศจิกายน 2569". */
export function formatDate(value: Date | string | number, locale: Locale = getLocale()): string {
  const f = cached(`d:${locale}`, () => new Intl.DateTimeFormat(dateLocale[locale], { dateStyle: 'long', timeZone: TIME_ZONE }));
  return f.format(toDate(value));
}

/** A count: "1,234". */
export function formatNumber(n: number, locale: Locale = getLocale()): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(numberLocale[locale])).format(n);
}

/** A price in baht: "฿1,234.50". */
export function formatPrice(baht: number, locale: Locale = getLocale()): string {
  const f = cached(`p:${locale}`, () => new Intl.NumberFormat(numberLocale[locale], { style: 'currency', currency: 'THB', currencyDisplay: 'narrowSymbol' }));
  return f.format(baht);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "yesterday", "10 วินาทีที่ผ่านมา": how long ago `iso` was, in words (Intl.RelativeTimeFormat). */
export function timeSince(iso: string, now = Date.now(), locale: Locale = getLocale()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const rtf = cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (seconds >= size || unit === 'second') return rtf.format(-Math.floor(seconds / size), unit);
  }
  return '';
}
