import { customerAccessText, customerLinkPath } from './customer-access.js';

describe('customerLinkPath', () => {
  it('carries the code in the query parameter "code" of the start page', () => {
    expect(customerLinkPath('012345')).toBe('/?code=012345');
  });
});

describe('customerAccessText', () => {
  const sender = {
    contactPerson: { name: 'Anna Berger', phoneNumber: '0732 123456', email: 'anna.berger@haus.example' },
    vendorName: 'Fertighaus Muster GmbH',
  };
  const base = { fullName: 'Max Muster', link: 'https://haus.example/?code=012345', loginCode: '012345', sender };

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

  it('ends with whom to ask and the signature of the contact person and the vendor', () => {
    const lines = customerAccessText({ ...base, password: null }).split('\n');
    expect(lines.slice(-5)).toEqual([
      'Bei Fragen erreichen Sie mich unter 0732 123456 oder anna.berger@haus.example.',
      '',
      'Mit freundlichen Grüßen',
      'Anna Berger',
      'Fertighaus Muster GmbH',
    ]);
  });

  it('is signed by the vendor while no contact person is assigned', () => {
    const text = customerAccessText({ ...base, password: null, sender: { ...sender, contactPerson: null } });
    expect(text.endsWith('\n\nMit freundlichen Grüßen\nFertighaus Muster GmbH')).toBe(true);
  });
});
