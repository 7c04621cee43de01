import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import germanMessages from './de';
import englishMessages from './en';

const DEFAULT_LOCALE = 'de';

const catalogues: Record<string, TranslationMessages> = {
  de: germanMessages,
  en: englishMessages,
};

const getMessages = (locale: string): TranslationMessages => catalogues[locale] ?? germanMessages;

/** Keys of these namespaces must exist in the catalogue; anything else is a literal label. */
const KEY_PATTERN = /^(ra|resources|app)\.[\w.-]+$/;

function hasKey(messages: unknown, key: string): boolean {
  let node = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

declare global {
  interface Window {
    /** Translation keys asked for but missing in the German catalogue; the browser tests require none. */
    __missingTranslations?: string[];
  }
}

const polyglot = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: false,
});

/**
 * German by default; `en` holds only react-admin's English and the spec's few English texts.
 * react-admin passes an English default (`_`) with many keys, which would hide a missing German
 * text; every missing key is therefore recorded, so a test can fail on it.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate(key, options) {
    if (
      polyglot.getLocale() === DEFAULT_LOCALE &&
      KEY_PATTERN.test(key) &&
      !hasKey(germanMessages, key) &&
      // Plural and smart_count variants resolve to the same key.
      !(window.__missingTranslations ??= []).includes(key)
    ) {
      window.__missingTranslations.push(key);
    }
    return polyglot.translate(key, options);
  },
};
