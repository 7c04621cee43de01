import { generate } from 'otplib';
import { isSecondFactorCode, RECOVERY_CODE_PATTERN } from '@hauskonfig/shared';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  it('accepts the current code once per time step, and not an older step', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await totpStep(secret, code, null);
    expect(step).toBe(Math.floor(Date.now() / 30_000));
    expect(await totpStep(secret, code, step)).toBeNull();
    expect(await totpStep(secret, code === '000000' ? '111111' : '000000', null)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, 59 s → 94287082 in eight digits, 287082 in six)', async () => {
    // The RFC's key "12345678901234567890" in Base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await generate({ secret, epoch: 59 })).toBe('287082');
  });

  it('names the issuer and the login in the URI for the app', () => {
    expect(totpUri('JBSWY3DPEHPK3PXPJBSWY3DP', 'anna')).toMatch(
      /^otpauth:\/\/totp\/Hauskonfigurator%20Verwaltung:anna\?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=/,
    );
  });
});

describe('recovery codes', () => {
  it('are ten distinct printable codes, stored only as hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect(isSecondFactorCode(code.toLowerCase())).toBe(true);
    }
    expect(hashes).toEqual(codes.map(recoveryCodeHash));
    expect(hashes.join()).not.toContain(codes[0]);
  });
});
