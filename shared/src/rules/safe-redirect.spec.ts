import { Role } from '../enums/role.js';
import { homeRouteFor, isAdminPath, loginRouteFor, safeRedirectPath } from './safe-redirect.js';

/** Percent-encodes every '%' of the value `times` times over. */
function encodeTimes(value: string, times: number): string {
  let result = value;
  for (let i = 0; i < times; i += 1) {
    result = result.replace(/%/g, '%25');
  }
  return result;
}

describe('safeRedirectPath', () => {
  describe('accepts internal paths', () => {
    it.each([
      '/',
      '/admin',
      '/admin/',
      '/admin/customer-requests',
      '/admin/customer-requests?x=1#top',
      '/admin/customer-requests/edit/4f1c2a9e-5b7d-4c3e-9a1b-2d3e4f5a6b7c',
      '/configure/property-shape',
      '/choose-construction-stage/abc_123',
      '/request/personal-info',
      '/user@example',
      '/~tilde',
      '/caf%C3%A9',
      '/with%20space',
      '/login?redirect=%2Fadmin',
      '/search?q=a+b&page=2,3',
      '/search?email=max@example.com',
      '/search?path=/a/b',
      '/page#section-1.2',
      '/page?',
      '/page#',
      '/a/b/c/d/e/f/g',
    ])('%s', (target) => {
      expect(safeRedirectPath(target)).toBe(target);
    });

    it('accepts harmless encoding up to the decode limit', () => {
      const target = `/a${encodeTimes('%41', 3)}`;
      expect(safeRedirectPath(target)).toBe(target);
    });

    it('accepts a target of exactly 2048 characters', () => {
      const target = `/${'a'.repeat(2047)}`;
      expect(safeRedirectPath(target)).toBe(target);
    });
  });

  describe('rejects non-string and empty targets', () => {
    it.each([undefined, null, 42, true, {}, ['/admin'], new String('/admin'), ''])('%p', (target) => {
      expect(safeRedirectPath(target)).toBeNull();
    });
  });

  describe('rejects external and malformed targets', () => {
    it.each([
      ['relative path', 'admin'],
      ['protocol-relative', '//evil.com'],
      ['protocol-relative with path', '//evil.com/admin'],
      ['triple slash', '///evil.com'],
      ['slash backslash', '/\\evil.com'],
      ['backslashes only', '\\\\evil.com'],
      ['backslash inside', '/admin\\login'],
      ['encoded double slash', '/%2F%2Fevil.com'],
      ['encoded double slash, no dot', '/%2F%2Fevil'],
      ['encoded single slash after root', '/%2Fevil.com'],
      ['lower-case encoded slash', '/%2f%2fevil.com'],
      ['encoded backslash', '/%5Cevil.com'],
      ['encoded backslash, no dot', '/%5Cevil'],
      ['encoded backslash mid-path', '/admin%5Clogin'],
      ['encoded slashes without root', '%2F%2Fevil'],
      ['double-encoded slashes', '/%252F%252Fevil'],
      ['slash encoded four times over', `/${encodeTimes('%2F', 3)}evil`],
      ['javascript scheme', 'javascript:alert(1)'],
      ['upper-case javascript scheme', 'JAVASCRIPT:alert(1)'],
      ['encoded javascript scheme after slash', '/%6Aavascript%3Aalert%281%29'],
      ['encoded colon in first segment', '/foo%3Abar'],
      ['data scheme', 'data:text/html,x'],
      ['http url', 'http://evil.com'],
      ['https url', 'https://evil.com/admin'],
      ['scheme without slashes', 'https:evil.com'],
      ['encoded CRLF', '/foo%0d%0aSet-Cookie'],
      ['double-encoded CRLF', '/foo%250d%250aSet-Cookie'],
      ['encoded NUL', '/foo%00'],
      ['encoded unit separator', '/foo%1F'],
      ['encoded DEL', '/foo%7F'],
      ['encoded C1 control', '/foo%C2%85'],
      ['encoded line separator', '/foo%E2%80%A8'],
      ['raw tab', '/foo\tbar'],
      ['raw newline', '/foo\nbar'],
      ['raw NUL', '/foo\u0000'],
      ['raw space', '/foo bar'],
      ['leading space', ' /foo'],
      ['double quote', '/foo"bar'],
      ['single quote', "/foo'bar"],
      ['angle brackets', '/<script>'],
      ['non-ASCII letter', '/café'],
      ['dot in segment', '/file.txt'],
      ['dot-dot segment', '/../admin'],
      ['dot segment', '/./admin'],
      ['encoded dot-dot', '/%2E%2E/admin'],
      ['encoded dot-dot mid-path', '/a/%2e%2e/b'],
      ['double-encoded dot-dot', '/a/%252e%252e/b'],
      ['dot-dot segment via query-looking path', '/a?x=/../b'],
      ['empty segment', '/a//b'],
      ['space in query', '/foo?x=a b'],
      ['quote in query', '/foo?x="1"'],
      ['backslash in query', '/foo?x=\\evil'],
      ['colon in query', '/foo?next=http://evil.com'],
      ['second question mark', '/foo?x=1?y=2'],
      ['second hash', '/foo#a#b'],
      ['lone percent', '/100%'],
      ['decodes to a lone percent', '/50%25'],
      ['invalid escape', '/%zz'],
      ['truncated UTF-8', '/%E0%A4%A'],
      ['too long', `/${'a'.repeat(2048)}`],
      ['encoded deeper than the decode limit, even if harmless', `/a${encodeTimes('%41', 5)}`],
    ])('%s: %p', (_reason, target) => {
      expect(safeRedirectPath(target)).toBeNull();
    });
  });

  describe('current path', () => {
    it('returns null when the target is the current path', () => {
      expect(safeRedirectPath('/admin/customer-requests', '/admin/customer-requests')).toBeNull();
    });

    it('compares path, query and hash exactly', () => {
      expect(safeRedirectPath('/admin?x=1', '/admin')).toBe('/admin?x=1');
      expect(safeRedirectPath('/admin#top', '/admin')).toBe('/admin#top');
      expect(safeRedirectPath('/admin', '/admin/')).toBe('/admin');
      expect(safeRedirectPath('/admin?x=1#top', '/admin?x=1#top')).toBeNull();
    });

    it('still rejects unsafe targets when they equal the current path', () => {
      expect(safeRedirectPath('//evil.com', '//evil.com')).toBeNull();
    });
  });
});

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/customer-requests/edit/1', '/admin?x=1', '/admin#top'])(
    'treats %s as admin',
    (path) => {
      expect(isAdminPath(path)).toBe(true);
    },
  );

  it.each(['/', '/administrator', '/admins', '/foo/admin', 'admin', '', '/Admin'])(
    'does not treat %p as admin',
    (path) => {
      expect(isAdminPath(path)).toBe(false);
    },
  );
});

describe('loginRouteFor', () => {
  it.each([
    ['/admin', '/admin/login'],
    ['/admin/template-houses', '/admin/login'],
    ['/admin?x=1', '/admin/login'],
    ['/administrator', '/login'],
    ['/configure', '/login'],
    ['/', '/login'],
  ])('%s → %s', (path, route) => {
    expect(loginRouteFor(path)).toBe(route);
  });
});

describe('homeRouteFor', () => {
  it.each([
    [Role.ROLE_CONTACT_PERSON, '/admin'],
    [Role.ROLE_CUSTOMER, '/'],
    [undefined, '/login'],
    [null, '/login'],
  ])('%p → %s', (role, route) => {
    expect(homeRouteFor(role)).toBe(route);
  });

  it('sends an unknown role to login', () => {
    expect(homeRouteFor('ROLE_ADMIN' as Role)).toBe('/login');
  });
});
