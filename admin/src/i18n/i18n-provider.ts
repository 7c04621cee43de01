import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import germanMessages from './de';
import englishMessages from './en';

export const DEFAULT_LOCALE = 'de';

// The English catalogue costs nothing extra: react-admin bundles it for its own default provider.
const catalogues: Record<string, TranslationMessages> = {
  de: germanMessages,
  en: englishMessages,
};

const getMessages = (locale: string): TranslationMessages => catalogues[locale] ?? germanMessages;

/**
 * German by default. Only German is offered in the UI (the admin navbar has no language switch);
 * `en` can still be activated programmatically via `changeLocale('en')`.
 *
 * `allowMissing: false` keeps polyglot strict: a key without a translation is rendered as the key
 * itself (and warned about in the console) instead of silently falling back to another language.
 */
export const i18nProvider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: false,
});
