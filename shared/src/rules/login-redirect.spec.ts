import { Role } from '../enums/role.js';
import { loginPathRemembering, redirectAfterLogin } from './login-redirect.js';

describe('loginPathRemembering', () => {
  it('remembers a safe page on the login of its app', () => {
    expect(loginPathRemembering('/your-house')).toBe('/login?redirect=%2Fyour-house');
    expect(loginPathRemembering('/admin/customer-requests?x=1')).toBe(
      '/admin/login?redirect=%2Fadmin%2Fcustomer-requests%3Fx%3D1',
    );
  });

  it('does not remember the login itself or an unsafe path', () => {
    expect(loginPathRemembering('/login')).toBe('/login');
    expect(loginPathRemembering('//evil.example')).toBe('/login');
  });
});

describe('redirectAfterLogin', () => {
  it('opens the remembered page of the same app', () => {
    expect(redirectAfterLogin('?redirect=%2Fyour-house', '/login', Role.ROLE_CUSTOMER)).toBe('/your-house');
    expect(redirectAfterLogin('?redirect=%2Fadmin%2Ftemplate-houses', '/admin/login', Role.ROLE_CONTACT_PERSON)).toBe(
      '/admin/template-houses',
    );
  });

  it("falls back to the role's home for other apps, unsafe targets and none", () => {
    expect(redirectAfterLogin('?redirect=%2Fadmin', '/login', Role.ROLE_CUSTOMER)).toBe('/');
    expect(redirectAfterLogin('?redirect=%2Fconfigure', '/admin/login', Role.ROLE_CONTACT_PERSON)).toBe('/admin');
    expect(redirectAfterLogin('?redirect=https%3A%2F%2Fevil.example', '/login', Role.ROLE_CUSTOMER)).toBe('/');
    expect(redirectAfterLogin('?redirect=%2Flogin', '/login', Role.ROLE_CUSTOMER)).toBe('/');
    expect(redirectAfterLogin('', '/login', Role.ROLE_CUSTOMER)).toBe('/');
  });
});
