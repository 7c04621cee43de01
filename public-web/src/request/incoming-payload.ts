import type { IncomingRequestInput } from '@hauskonfig/shared';
import type { ConfiguratorState } from '../state/configurator-store';

/**
 * The body of POST customer-requests/incoming: trimmed texts, empty optional fields left out, the
 * consent with the privacy text version agreed to, the contact person the visitor was shown and
 * the 3D view's orientation as the visitor left it.
 */
export function incomingPayload(state: ConfiguratorState): IncomingRequestInput {
  const info = state.personalInfo;
  const optional = (value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? undefined : trimmed;
  };
  return {
    firstname: info.firstname.trim(),
    lastname: info.lastname.trim(),
    email: info.email.trim(),
    phoneNumber: info.phoneNumber.trim(),
    place: optional(info.place),
    propertyNumber: optional(info.propertyNumber),
    notes: optional(info.notes),
    houseId: state.selectedHouse?.id,
    constructionWorkIds: state.selectedWorkIds,
    privacyConsent: state.privacyConsentVersion !== null,
    privacyVersion: state.privacyConsentVersion ?? 0,
    shownContactPersonId: state.shownContactPersonId ?? undefined,
    houseHeading: state.houseHeading,
    sunDate: state.sunDate,
  };
}
