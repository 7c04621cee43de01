import { ErrorCode } from '@hauskonfig/shared';
import { isApiError, messageOf } from '../api/api-error';
import { configuratorStore } from '../state/configurator-store';
import { reloadVendorSettings } from '../vendor/vendor-settings';

/** Navigation state of the way back to the form when the API refused the consent. */
interface ConsentNoticeState {
  consentNotice: string;
}

const REFUSED_CODES: string[] = [ErrorCode.PRIVACY_TEXT_CHANGED, ErrorCode.PRIVACY_CONSENT_REQUIRED];

/**
 * A send refused for the consent (the privacy text changed since it was ticked, or no consent):
 * the tick is taken back and the current text is fetched, so the visitor reads it and agrees
 * again. Answers the state to open the form with, or null for any other failure.
 */
export async function consentRefusal(error: unknown): Promise<ConsentNoticeState | null> {
  if (!isApiError(error) || !error.code || !REFUSED_CODES.includes(error.code)) return null;
  configuratorStore.update({ privacyConsentVersion: null });
  await reloadVendorSettings();
  return { consentNotice: messageOf(error, '') };
}

/** The German reason the form shows at the consent checkbox, from the navigation state. */
export function consentNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<ConsentNoticeState>).consentNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
