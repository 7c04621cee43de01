import { FIELD_LABELS, formatMessage, VALIDATION_MESSAGES, VENDOR_SETTINGS_MESSAGES } from '@hauskonfig/shared';
import { required, type Validator } from 'react-admin';
import { atMost } from '../forms/field-validators';

/*
 * Client-side mirror of the API's rules for the settings (SaveVendorSettingsDto), so mistakes show
 * at the field before any image is uploaded; the API checks again and its field errors land at the
 * same inputs. Module level, since react-admin re-registers inputs whose validators change identity.
 */

/** Legal texts may be long, but not unbounded (the API's MAX_LEGAL_TEXT). */
const MAX_LEGAL_TEXT = 20000;

export const PRIMARY_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

const nameRequired = formatMessage(VALIDATION_MESSAGES.required, FIELD_LABELS.vendorName);

/** The API trims the name, so blanks alone count as empty too. */
const notBlank: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? nameRequired : undefined;

const color: Validator = (value: unknown) =>
  typeof value === 'string' && PRIMARY_COLOR_PATTERN.test(value.trim())
    ? undefined
    : VENDOR_SETTINGS_MESSAGES.invalidPrimaryColor;

/** Empty is allowed (no back link); otherwise an absolute http(s) address. */
const website: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? undefined : VENDOR_SETTINGS_MESSAGES.invalidWebsiteUrl;
  } catch {
    return VENDOR_SETTINGS_MESSAGES.invalidWebsiteUrl;
  }
};

export const SETTINGS_VALIDATION = {
  vendorName: [required(nameRequired), notBlank, atMost('vendorName', 100)],
  primaryColor: [required(VENDOR_SETTINGS_MESSAGES.invalidPrimaryColor), color],
  websiteUrl: [website, atMost('websiteUrl', 2000)],
  imprintText: [atMost('imprintText', MAX_LEGAL_TEXT)],
  privacyText: [atMost('privacyText', MAX_LEGAL_TEXT)],
} satisfies Record<string, Validator[]>;
