import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits: guessing one is hopeless, so a fast hash is enough to keep it out of the database. */
export function newEditToken(): string {
  return randomBytes(32).toString('base64url');
}

export function editTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function editTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(editTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
