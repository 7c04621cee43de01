import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isWeakSecret, resolveJwtSecret } from './jwt-secret.js';

const STRONG = 'q8Vt3kZp1LmN7xWc5RbY2hJd9FsG4eTa6uQo0iKl';

describe('JWT secret', () => {
  it('refuses to start production without a secret', () => {
    expect(() => resolveJwtSecret(undefined, true, tmpdir())).toThrow(/JWT_SECRET must be set/);
  });

  it.each(['secret', 'changeme', 'a'.repeat(64), 'short-but-random-7Hq'])(
    'refuses the weak secret %s in production',
    (weak) => {
      expect(isWeakSecret(weak)).toBe(true);
      expect(() => resolveJwtSecret(weak, true, tmpdir())).toThrow(/too weak/);
    },
  );

  it('accepts a strong secret in production', () => {
    expect(isWeakSecret(STRONG)).toBe(false);
    expect(resolveJwtSecret(STRONG, true, tmpdir())).toBe(STRONG);
  });

  it('generates one outside production, keeps it private and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hk-secret-'));
    const first = resolveJwtSecret(undefined, false, dir);
    expect(isWeakSecret(first)).toBe(false);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(resolveJwtSecret(undefined, false, dir)).toBe(first);
  });
});
