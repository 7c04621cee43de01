import { SessionEndCause } from '../enums/session-end-cause.js';

/**
 * The message of an ACCESS_CHANGED or SESSION_ENDED answer, by why the session ended: the customer
 * learns that the vendor changed the access, staff learn who or what logged them out.
 */
export const SESSION_END_MESSAGES: Record<SessionEndCause, string> = {
  [SessionEndCause.ACCESS_RENEWED]:
    'Ihr Anbieter hat Ihnen neue Zugangsdaten gegeben, die bisherigen gelten nicht mehr. Ihr Ansprechpartner nennt Ihnen die neuen.',
  [SessionEndCause.ACCESS_WITHDRAWN]:
    'Ihr Anbieter hat den Zugang zu Ihrer Planung vorerst zurückgenommen. Bitte wenden Sie sich an Ihren Ansprechpartner.',
  [SessionEndCause.PASSWORD_RESET]: 'Sie wurden abgemeldet, weil ein Administrator Ihr Passwort zurückgesetzt hat.',
  [SessionEndCause.PASSWORD_CHANGED]: 'Sie wurden abgemeldet, weil Ihr Passwort geändert wurde.',
  [SessionEndCause.USERNAME_CHANGED]: 'Sie wurden abgemeldet, weil Ihr Benutzername geändert wurde.',
  [SessionEndCause.SECOND_FACTOR_RESET]:
    'Sie wurden abgemeldet, weil ein Administrator Ihren zweiten Faktor zurückgesetzt hat.',
  [SessionEndCause.SECOND_FACTOR_CHANGED]:
    'Sie wurden abgemeldet, weil der zweite Faktor Ihres Kontos eingerichtet oder abgeschaltet wurde.',
  [SessionEndCause.LOGIN_REMOVED]:
    'Sie wurden abgemeldet, weil Ihre Anmeldung entfernt wurde. Bitte wenden Sie sich an einen Administrator.',
  [SessionEndCause.LOGGED_OUT_EVERYWHERE]:
    'Sie wurden abgemeldet, weil Ihr Konto auf einem anderen Gerät auf allen Geräten abgemeldet wurde.',
};
