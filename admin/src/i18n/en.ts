/** English react-admin catalogue (German is the default language; see i18n-provider.ts). */
export { default } from 'ra-language-english';
