/** The site's languages (issue 19), apart from translation.ts so the first page's code holds no text-swapping code. */
export const LOCALES = ['en', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
