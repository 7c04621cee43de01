import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;
const KNOWN_DEFAULTS = [
  'secret',
  'changeme',
  'change-me',
  'jwt-secret',
  'jwtsecret',
  'password',
  'development',
  'test',
];

/** Too short, a well-known placeholder, or a single repeated character. */
export function isWeakSecret(secret: string): boolean {
  const lower = secret.toLowerCase();
  return (
    secret.length < MIN_LENGTH ||
    KNOWN_DEFAULTS.some((word) => lower.includes(word) && lower.length < MIN_LENGTH * 2) ||
    new Set(secret).size < 8
  );
}

/**
 * Production must bring its own strong secret. Elsewhere a random one is generated once and kept
 * in the data folder, so tokens survive restarts without anyone choosing a default.
 */
export function resolveJwtSecret(configured: string | undefined, isProduction: boolean, dataDir: string): string {
  if (configured) {
    if (isProduction && isWeakSecret(configured)) {
      throw new Error(
        `JWT_SECRET is too weak: use at least ${MIN_LENGTH} random characters (e.g. openssl rand -base64 48)`,
      );
    }
    return configured;
  }
  if (isProduction) {
    throw new Error(
      'JWT_SECRET must be set in production (at least 32 random characters, e.g. openssl rand -base64 48)',
    );
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
