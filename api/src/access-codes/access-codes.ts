import { randomInt } from 'node:crypto';
import { ErrorCode, LOGIN_CODE_LENGTH } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';

/**
 * The two kinds of six-digit code, each unique among its own kind only: a customer's login code
 * among customer requests, a saved plan's code among saved plans. No route takes a code as either
 * kind (a customer link is `?code=` and `auth/customer-login`, a plan `?plan=` and
 * `saved-plans/{code}`), so the kinds may share a number, and saved plans, however many, never
 * take a code a release needs.
 */
export type AccessCodeKind = 'customerLogin' | 'savedPlan';

const SPACES: Record<AccessCodeKind, { lockKey: number; takenQuery: string }> = {
  customerLogin: {
    lockKey: 7_345_206,
    takenQuery: 'SELECT EXISTS (SELECT 1 FROM customer_requests WHERE login_code = $1) AS taken',
  },
  savedPlan: {
    lockKey: 7_345_207,
    takenQuery: 'SELECT EXISTS (SELECT 1 FROM saved_plans WHERE code = $1) AS taken',
  },
};

const ATTEMPTS = 20;

function randomAccessCode(): string {
  return String(randomInt(10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/** Takes the kind's lock until the caller's transaction ends (again, if held: the lock is re-entrant). */
export async function lockAccessCodes(manager: EntityManager, kind: AccessCodeKind): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [SPACES[kind].lockKey]);
}

/**
 * A six-digit code no other code of its kind has, inside the caller's transaction, which must store
 * it before it commits. Every issuer of a kind takes that kind's transaction-scoped advisory lock
 * first, which serialises the check and the insert of all its issuers on every instance until
 * each one commits, and the next issuer's check then sees the stored code. Codes of expired plans
 * stay taken until their row is swept, so an old link never opens someone else's plan.
 */
export async function unusedAccessCode(
  manager: EntityManager,
  kind: AccessCodeKind,
  nextCode: () => string = randomAccessCode,
): Promise<string> {
  await lockAccessCodes(manager, kind);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = nextCode();
    const [{ taken }]: { taken: boolean }[] = await manager.query(SPACES[kind].takenQuery, [code]);
    if (!taken) return code;
  }
  throw new ApiException(409, ErrorCode.CONFLICT);
}
