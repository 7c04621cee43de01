import { randomInt } from 'node:crypto';
import { ErrorCode, LOGIN_CODE_LENGTH } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';

/** Shared by every instance and both kinds of code: customer logins and saved plans. */
const ACCESS_CODE_LOCK_KEY = 7_345_206;

const ATTEMPTS = 20;

function randomAccessCode(): string {
  return String(randomInt(10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/**
 * A six-digit code that is neither a customer's login code nor a saved plan's, inside the caller's
 * transaction, which must store it before it commits. Customer codes and plan codes live in two
 * tables, so no unique constraint spans them: every issuer takes this transaction-scoped advisory
 * lock first, which serialises the check and the insert of all issuers until each one commits, and
 * the next issuer's check then sees the stored code. Codes of expired plans stay taken until their
 * row is swept, so an old link never opens someone else's plan or login.
 */
export async function unusedAccessCode(
  manager: EntityManager,
  nextCode: () => string = randomAccessCode,
): Promise<string> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [ACCESS_CODE_LOCK_KEY]);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = nextCode();
    const [{ taken }]: { taken: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM customer_requests WHERE login_code = $1)
        OR EXISTS (SELECT 1 FROM saved_plans WHERE code = $1) AS taken`,
      [code],
    );
    if (!taken) return code;
  }
  throw new ApiException(409, ErrorCode.CONFLICT);
}
