import { THEME_COLORS } from '@hauskonfig/shared';
import { VENDOR_SETTINGS_ROW_ID, type VendorSettings } from './vendor-settings.entity.js';

/** Until staff save settings (or the demo seeds them): a neutral frame without links or images. */
export const NEUTRAL_SETTINGS: VendorSettings = {
  id: VENDOR_SETTINGS_ROW_ID,
  vendorName: 'Fertighaus-Konfigurator',
  logoPath: null,
  heroImagePath: null,
  primaryColor: THEME_COLORS.primary,
  websiteUrl: null,
  imprintText: '',
  privacyText: '',
  privacyVersion: 1,
  defaultContactPersonId: null,
  updatedAt: new Date(0),
};

/** Shown on the public pages while a legal text is empty, so an unfinished frame is obvious to staff. */
export const IMPRINT_PLACEHOLDER =
  'Das Impressum ist noch nicht hinterlegt. Bitte tragen Sie es in der Verwaltung unter „Einstellungen“ ein.';
export const PRIVACY_PLACEHOLDER =
  'Die Datenschutzerklärung ist noch nicht hinterlegt. Bitte tragen Sie sie in der Verwaltung unter „Einstellungen“ ein.';
