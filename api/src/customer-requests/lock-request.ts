import { ErrorCode } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { CustomerRequest } from './customer-request.entity.js';

/** The request row, locked for the caller's transaction; 404 REQUEST_NOT_FOUND when there is none. */
export async function lockRequest(manager: EntityManager, id: string): Promise<CustomerRequest> {
  const request = await manager
    .getRepository(CustomerRequest)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!request) throw new ApiException(404, ErrorCode.REQUEST_NOT_FOUND);
  return request;
}

/** Namespace of the per-request access locks (two-key advisory locks, apart from the one-key ones). */
const ACCESS_LOCK_SPACE = 7_345_209;

/**
 * The request row for a release or new credentials, the only steps that issue a password and may
 * mail it. One at a time per request: a second one while the first runs is refused with 409
 * RELEASE_IN_PROGRESS instead of waiting, since after the wait it would issue another password and
 * the first one's mail would carry a password that no longer works. The advisory lock ends with
 * the transaction; other changes of the row only wait for its row lock as before.
 */
export async function lockRequestForAccess(manager: EntityManager, id: string): Promise<CustomerRequest> {
  const [{ locked }]: { locked: boolean }[] = await manager.query(
    'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked',
    [ACCESS_LOCK_SPACE, id],
  );
  if (!locked) throw new ApiException(409, ErrorCode.RELEASE_IN_PROGRESS);
  return lockRequest(manager, id);
}
