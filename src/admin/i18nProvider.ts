import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { getLocale, isLocale, setLocale, type Locale } from '../i18n/locale';
import { localeRaMessages } from './adminLocale';
import { languageTexts, richTextTexts } from './texts';

/** Each language named in itself, as the user menu's switch shows it. */
const locales = () => [
  { locale: 'en', name: languageTexts.english },
  { locale: 'th', name: languageTexts.thai },
];

/** polyglot gets the locale's own plural rule (Thai: one form); allowMissing shows a missing key's default. */
const options = { allowMissing: true };
const english = polyglotI18nProvider(() => englishMessages, 'en', locales(), options);
const built = new Map<object, I18nProvider>();

/** The provider of the current locale's react-admin messages (ra-language-english unchanged for English). */
function current(): I18nProvider {
  const messages = localeRaMessages();
  const locale: Locale = getLocale();
  if (!messages || locale === 'en') return english;
  let provider = built.get(messages);
  if (!provider) {
    provider = polyglotI18nProvider(() => messages, locale, locales(), options);
    built.set(messages, provider);
  }
  return provider;
}

/** A message key (`ra.action.save`, `resources.x.name`), as opposed to a text we already wrote in the current language. */
const isKey = (key: string) => /^[\w-]+(\.[\w-]+)+$/.test(key);

/** The blog editor's toolbar keys (`ra.tiptap.bold`), which ra-language-english lacks: from richTextTexts, in the current language. */
const richText = (key: string): string | undefined => {
  const name = /^ra\.tiptap\.(\w+)$/.exec(key)?.[1];
  return name && name in richTextTexts ? richTextTexts[name as keyof typeof richTextTexts] : undefined;
};

/**
 * react-admin's texts in the site's language (src/i18n/locale.ts), so the back-office and the
 * storefront always agree: changing it here is the same switch as the storefront's.
 */
export const i18nProvider: I18nProvider = {
  // A text of ours (a label, the admin's name) is shown as it is: react-admin asks for it with a default
  // of its own English (the user menu's "Profile" on a phone), which would win over the text.
  translate: (key, opts) => richText(key) ?? (isKey(key) ? current().translate(key, opts) : key),
  changeLocale: async (locale) => {
    if (isLocale(locale) && locale !== getLocale()) await setLocale(locale, { chosen: true });
  },
  getLocale: () => getLocale(),
  getLocales: locales,
};
