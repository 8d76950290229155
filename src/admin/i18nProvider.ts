import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { messages } from '../messages';

/** react-admin's English texts plus our catalogue, so admin screens can translate `selvedge.*` keys. */
export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, selvedge: messages }), 'en', { allowMissing: true });
