import { ErrorCode } from '../messages/error-messages.de.js';

/** What a client does with its session after an API answer (spec section 7). */
export type SessionAction = 'keep' | 'refresh-and-retry' | 'end-session';

/** Codes a 403 carries as a business answer about the data, not about the session. */
const BUSINESS_FORBIDDEN_CODES: readonly string[] = [ErrorCode.WRONG_STATUS];

/**
 * A 401 on any call but the auth calls themselves triggers one refresh and a repeat; a 403 on a
 * call whose URL does not contain "login" ends the session, unless it only says the request is not
 * released yet (WRONG_STATUS), which the customer must be shown instead.
 */
export function sessionActionFor(status: number, url: string, code?: string | null): SessionAction {
  if (status === 401 && !url.includes('/auth/')) return 'refresh-and-retry';
  if (status === 403 && !url.includes('login') && !BUSINESS_FORBIDDEN_CODES.includes(code ?? '')) {
    return 'end-session';
  }
  return 'keep';
}
