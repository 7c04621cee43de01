import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it.each([
    ['/?code=123456', '/?code=[redacted]'],
    ['/login?code=123456&next=%2Fadmin', '/login?code=[redacted]&next=%2Fadmin'],
    ['/api/v1/auth/customer-login?login-code=123456', '/api/v1/auth/customer-login?login-code=[redacted]'],
    ['/api/v1/auth/customer-login?x=1&login%2Dcode=123456', '/api/v1/auth/customer-login?x=1&login%2Dcode=[redacted]'],
    ['/?Code=123456&code', '/?Code=[redacted]&code=[redacted]'],
  ])('hides the login code in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/api/v1/houses/templates?from=100&to=200', '/api/v1/health', '/?%E0%A4%A=1', '/?zipcode=1010'])(
    'leaves %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});
