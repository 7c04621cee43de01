import { customerAccessText, customerLinkPath } from './customer-access.js';

describe('customerLinkPath', () => {
  it('carries the code in the query parameter "code" of the start page', () => {
    expect(customerLinkPath('012345')).toBe('/?code=012345');
  });
});

describe('customerAccessText', () => {
  const base = { fullName: 'Max Muster', link: 'https://haus.example/?code=012345', loginCode: '012345' };

  it('names the link, the code and the new password, each on its own line', () => {
    const lines = customerAccessText({ ...base, password: 'Abc23456defg' }).split('\n');
    expect(lines[0]).toBe('Guten Tag Max Muster,');
    expect(lines).toContain('https://haus.example/?code=012345');
    expect(lines).toContain('Code: 012345');
    expect(lines).toContain('Passwort: Abc23456defg');
  });

  it('points to the password given before when there is no new one', () => {
    const text = customerAccessText({ ...base, password: null });
    expect(text).toContain('Passwort: das Passwort, das Sie bereits von uns erhalten haben');
    expect(text).not.toContain('null');
  });
});
