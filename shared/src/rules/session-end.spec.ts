import { SessionEndCause } from '../enums/session-end-cause.js';
import { ErrorCode } from '../messages/error-messages.de.js';
import { isSessionEndCode, sessionEndCode } from './session-end.js';

describe('sessionEndCode', () => {
  it.each([SessionEndCause.ACCESS_RENEWED, SessionEndCause.ACCESS_WITHDRAWN])(
    'tells a customer that %s changed their access',
    (cause) => expect(sessionEndCode(cause)).toBe(ErrorCode.ACCESS_CHANGED),
  );

  it.each(Object.values(SessionEndCause).filter((cause) => !cause.startsWith('ACCESS_')))(
    'tells staff that %s ended their session',
    (cause) => expect(sessionEndCode(cause)).toBe(ErrorCode.SESSION_ENDED),
  );
});

describe('isSessionEndCode', () => {
  it('knows the two codes of an ended session, not an expiry or a missing login', () => {
    expect([ErrorCode.ACCESS_CHANGED, ErrorCode.SESSION_ENDED].map(isSessionEndCode)).toEqual([true, true]);
    expect([ErrorCode.SESSION_EXPIRED, ErrorCode.UNAUTHORIZED, undefined].map(isSessionEndCode)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
