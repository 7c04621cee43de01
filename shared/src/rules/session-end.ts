import { SessionEndCause } from '../enums/session-end-cause.js';
import { ErrorCode } from '../messages/error-messages.de.js';

/** The causes that concern a customer's access; all others are staff logouts. */
const ACCESS_CAUSES: readonly SessionEndCause[] = [SessionEndCause.ACCESS_RENEWED, SessionEndCause.ACCESS_WITHDRAWN];

/** The 401 code of a session someone else ended: ACCESS_CHANGED for a customer, else SESSION_ENDED. */
export function sessionEndCode(cause: SessionEndCause): ErrorCode.ACCESS_CHANGED | ErrorCode.SESSION_ENDED {
  return ACCESS_CAUSES.includes(cause) ? ErrorCode.ACCESS_CHANGED : ErrorCode.SESSION_ENDED;
}

/** Whether an answer's code says the session was ended on purpose (not merely expired). */
export function isSessionEndCode(
  code: string | null | undefined,
): code is ErrorCode.ACCESS_CHANGED | ErrorCode.SESSION_ENDED {
  return code === ErrorCode.ACCESS_CHANGED || code === ErrorCode.SESSION_ENDED;
}
