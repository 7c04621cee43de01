import { PurposeTokens } from './purpose-tokens.js';

describe('purpose tokens', () => {
  const tokens = new PurposeTokens<{ id: string }>('geheim', 'test', 60);

  it('gives back the claims of a token signed for the purpose', () => {
    expect(tokens.verify(tokens.sign({ id: 'a' }))).toMatchObject({ id: 'a' });
  });

  it('refuses an expired token, and says it expired', () => {
    const expired = new PurposeTokens<{ id: string }>('geheim', 'test', -1).sign({ id: 'a' });
    expect(tokens.verify(expired)).toBeNull();
    expect(tokens.check(expired)).toEqual({ refused: 'expired' });
    expect(tokens.check('a.b.c')).toEqual({ refused: 'invalid' });
  });

  it('refuses a changed token, another purpose and another secret', () => {
    const token = tokens.sign({ id: 'a' });
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ id: 'b', exp: 9_999_999_999 })).toString('base64url');
    expect(tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();
    expect(new PurposeTokens('geheim', 'other', 60).verify(token)).toBeNull();
    expect(new PurposeTokens('anders', 'test', 60).verify(token)).toBeNull();
  });

  it.each(['', 'a.b', 'a.b.c.d', '..', 'e30.e30.'])('refuses the malformed token %j', (token) => {
    expect(tokens.verify(token)).toBeNull();
  });
});
