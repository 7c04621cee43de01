import { TOTP_ISSUER } from '@hauskonfig/shared';
import { generateSecret, generateURI, verify } from 'otplib';

/** One step either side of now: an authenticator app's clock may be off by half a minute. */
const TOLERANCE_SECONDS = 30;

/** A new 160-bit secret, Base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` URI a QR code carries: issuer and the staff member's login name. */
export function totpUri(secret: string, loginName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: loginName, secret });
}

/**
 * The time step a code belongs to when it is valid now and newer than `afterStep` (a code used
 * once does not work again); null otherwise.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify answers for HOTP and TOTP alike; only a TOTP result has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
