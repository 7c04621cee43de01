import type { FinancingDefaults, IncomingRequestInput, PropertyShape } from '@hauskonfig/shared';
import type { ConfiguratorState } from '../state/configurator-store';
import { planChoicesOf } from '../state/plan-choices';

/**
 * The body of POST customer-requests/incoming: trimmed texts, empty optional fields left out, the
 * consent with the privacy text version agreed to, the contact person the visitor was shown, and
 * the plan's choices (house, works, the plot it stands on, the financing example's inputs and the
 * 3D view's orientation as the visitor left it), from which the API takes the plan's snapshot.
 */
export function incomingPayload(
  state: ConfiguratorState,
  plotShape: PropertyShape | null,
  financingDefaults: FinancingDefaults | null,
): IncomingRequestInput {
  const info = state.personalInfo;
  const optional = (value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? undefined : trimmed;
  };
  return {
    ...planChoicesOf(state, plotShape, financingDefaults),
    firstname: info.firstname.trim(),
    lastname: info.lastname.trim(),
    email: info.email.trim(),
    phoneNumber: info.phoneNumber.trim(),
    place: optional(info.place),
    propertyNumber: optional(info.propertyNumber),
    notes: optional(info.notes),
    privacyConsent: state.privacyConsentVersion !== null,
    privacyVersion: state.privacyConsentVersion ?? 0,
    shownContactPersonId: state.shownContactPersonId ?? undefined,
  };
}
