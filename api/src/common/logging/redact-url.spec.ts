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

  it.each([
    ['/login?plan=123456', '/login?plan=[redacted]'],
    ['/login?next=%2F&Plan=123456', '/login?next=%2F&Plan=[redacted]'],
    ['/api/v1/saved-plans/123456', '/api/v1/saved-plans/[redacted]'],
    ['/api/v1/saved-plans/123456?x=1', '/api/v1/saved-plans/[redacted]?x=1'],
    ['/API/V1/Saved-Plans/%31%32%33%34%35%36', '/API/V1/Saved-Plans/[redacted]'],
    ['/api/v1/saved-plans/123456/', '/api/v1/saved-plans/[redacted]/'],
    ['/api/v1/saved-plans//123456', '/api/v1/saved-plans//[redacted]'],
  ])('hides the saved plan code in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('hides the queue board ticket', () => {
    expect(redactUrl('/ops/queues?ticket=eyJ1aWQiOiJ4In0.1.abc')).toBe('/ops/queues?ticket=[redacted]');
  });

  it.each([
    ['/api/v1/house-views/1/model?v=2&sig=eyJ.a.b', '/api/v1/house-views/1/model?v=2&sig=[redacted]'],
    ['/api/v1/house-views/1/model.usdz?SIG=eyJ.a.b', '/api/v1/house-views/1/model.usdz?SIG=[redacted]'],
  ])('hides the AR link signature in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/v1/houses/templates?from=100&to=200',
    '/api/v1/health',
    '/?%E0%A4%A=1',
    '/?zipcode=1010',
    '/api/v1/saved-plans',
    '/plan/abc?planned=1',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
