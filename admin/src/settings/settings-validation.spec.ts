import { FIELD_LABELS, formatMessage, VALIDATION_MESSAGES, VENDOR_SETTINGS_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { firstError } from '../forms/first-error';
import { SETTINGS_VALIDATION } from './settings-validation';

describe('settings validation', () => {
  it('needs a vendor name that is not blank', async () => {
    const required = formatMessage(VALIDATION_MESSAGES.required, FIELD_LABELS.vendorName);
    expect(await firstError(SETTINGS_VALIDATION.vendorName, '')).toBe(required);
    expect(await firstError(SETTINGS_VALIDATION.vendorName, '   ')).toBe(required);
    expect(await firstError(SETTINGS_VALIDATION.vendorName, 'Musterhaus GmbH')).toBeUndefined();
  });

  it('wants the primary colour as #rrggbb', async () => {
    for (const color of ['#e30613', '#E30613', ' #e30613 '])
      expect(await firstError(SETTINGS_VALIDATION.primaryColor, color)).toBeUndefined();
    for (const color of ['', 'e30613', '#e3061', 'red'])
      expect(await firstError(SETTINGS_VALIDATION.primaryColor, color)).toBe(
        VENDOR_SETTINGS_MESSAGES.invalidPrimaryColor,
      );
  });

  it('leaves the website optional, and else wants an http(s) address', async () => {
    for (const url of ['', 'https://musterhaus.de', 'http://192.168.1.5/haus'])
      expect(await firstError(SETTINGS_VALIDATION.websiteUrl, url)).toBeUndefined();
    for (const url of ['musterhaus.de', 'ftp://musterhaus.de', 'javascript:alert(1)'])
      expect(await firstError(SETTINGS_VALIDATION.websiteUrl, url)).toBe(VENDOR_SETTINGS_MESSAGES.invalidWebsiteUrl);
  });

  it('bounds the legal texts', async () => {
    expect(await firstError(SETTINGS_VALIDATION.privacyText, 'x'.repeat(20000))).toBeUndefined();
    expect(await firstError(SETTINGS_VALIDATION.imprintText, 'x'.repeat(20001))).toBe(
      formatMessage(VALIDATION_MESSAGES.maxLength, FIELD_LABELS.imprintText, 20000),
    );
  });
});
