import { sessionActionFor } from './session-answer.js';

describe('sessionActionFor', () => {
  it('refreshes and retries on a 401 outside the auth calls', () => {
    expect(sessionActionFor(401, '/api/v1/customer-requests/for-me')).toBe('refresh-and-retry');
    expect(sessionActionFor(401, '/api/v1/auth/refresh')).toBe('keep');
    expect(sessionActionFor(401, '/api/v1/auth/customer-login')).toBe('keep');
  });

  it('ends the session on a 403 unless the URL is a login or the request is only not released', () => {
    expect(sessionActionFor(403, '/api/v1/customer-requests/abc/custom-house', 'VIEW_FORBIDDEN')).toBe('end-session');
    expect(sessionActionFor(403, '/api/v1/auth/customer-login', 'WRONG_CREDENTIALS')).toBe('keep');
    expect(sessionActionFor(403, '/api/v1/customer-requests/for-me', 'WRONG_STATUS')).toBe('keep');
  });

  it('leaves other answers to the caller', () => {
    expect(sessionActionFor(404, '/api/v1/houses/x')).toBe('keep');
    expect(sessionActionFor(500, '/api/v1/houses/x')).toBe('keep');
  });
});
