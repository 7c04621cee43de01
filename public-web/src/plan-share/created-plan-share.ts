/** Session storage key of the share token of the request just sent. */
const CREATED_SHARE_KEY = 'hauskonfig_request_plan_share';

/**
 * The read-only share of the plan just sent (the POST answer's planShareToken), kept for this tab
 * so the success page offers its PDF after a reload too.
 */
export const createdPlanShare = {
  save(token: string | null | undefined): void {
    try {
      if (token) sessionStorage.setItem(CREATED_SHARE_KEY, token);
      else sessionStorage.removeItem(CREATED_SHARE_KEY);
    } catch {
      // Without storage the page still thanks; only the PDF link is missing.
    }
  },
  get(): string | null {
    try {
      return sessionStorage.getItem(CREATED_SHARE_KEY) || null;
    } catch {
      return null;
    }
  },
};
