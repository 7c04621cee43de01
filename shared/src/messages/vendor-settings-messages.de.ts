/**
 * Field errors of PUT admin/settings beyond the generic ones (required, maximum length): the
 * API's rules for the primary colour and the website, which the admin checks before saving too.
 */
export const VENDOR_SETTINGS_MESSAGES = {
  invalidPrimaryColor: 'Bitte geben Sie die Hauptfarbe im Format #rrggbb an (z. B. #e30613).',
  invalidWebsiteUrl: 'Bitte geben Sie die Website als vollständige Adresse mit http:// oder https:// an.',
} as const;
