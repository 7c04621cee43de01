import type { PersonalInfoInput } from './personal-info-input.js';
import type { PlanChoicesInput } from './plan-snapshot.dto.js';

/**
 * Body of POST customer-requests/incoming. Without an orientation (older clients) the request
 * keeps DEFAULT_HOUSE_ORIENTATION, the view the visitor saw.
 */
export interface IncomingRequestInput extends PersonalInfoInput, PlanChoicesInput {
  /** Must be true: the visitor ticked the consent to the privacy text (else 422 PRIVACY_CONSENT_REQUIRED). */
  privacyConsent: boolean;
  /** VendorSettingsDto.privacyVersion of the text the visitor agreed to; an older one gets 409 PRIVACY_TEXT_CHANGED. */
  privacyVersion: number;
  /**
   * The contact person /your-house named (ContactAssignmentDto). Kept when the rule is ROTATION and
   * the person is still published, so the person promised is the person assigned.
   */
  shownContactPersonId?: string;
}
