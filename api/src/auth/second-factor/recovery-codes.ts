import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hauskonfig/shared';

/** Crockford's Base32: no I, L, O or U, so nothing reads as another character on paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** 40 random bits each, checked only under the login lock-out: a fast hash keeps them out of the database. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** A fresh set of one-time codes (shown once) and their hashes (stored). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
