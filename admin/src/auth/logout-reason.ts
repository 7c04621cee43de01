import { STAFF_LOGOUT_REASON_KEY } from '@hauskonfig/shared';

/**
 * Why someone else ended the staff member's session, kept for the login page in this tab's
 * session storage (react-admin may reload on its way there) and shown there once.
 */
export const logoutReason = {
  keep(message: string): void {
    sessionStorage.setItem(STAFF_LOGOUT_REASON_KEY, message);
  },
  pending: (): string | null => sessionStorage.getItem(STAFF_LOGOUT_REASON_KEY),
  shown(): void {
    sessionStorage.removeItem(STAFF_LOGOUT_REASON_KEY);
  },
};
