import { SESSION_END_MESSAGES, SessionEndCause, sessionEndCode } from '@hauskonfig/shared';
import { EntityManager, IsNull, Not } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/**
 * Ends every session of a user: all refresh tokens revoked with the reason, all access tokens
 * outdated by a new token version. For a new password or username, withdrawn or renewed customer
 * access and "log out everywhere"; call it inside a transaction, which holds the user row's lock
 * until the tokens are revoked. The user row is written first: a rotation locks it before reading
 * its token (TokenService.rotate), so it either finishes before this and its new token is revoked
 * here, or waits and finds its token revoked. Callers drop the user cache once the transaction has
 * committed.
 */
export async function endAllSessions(manager: EntityManager, userId: string, cause: SessionEndCause): Promise<void> {
  await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
  await manager
    .getRepository(RefreshToken)
    .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date(), endReason: cause });
}

/** Why someone else ended the session `familyId`; null if it was not ended that way. */
export async function sessionEndCause(manager: EntityManager, familyId: string): Promise<SessionEndCause | null> {
  const ended = await manager
    .getRepository(RefreshToken)
    .findOne({ select: { endReason: true }, where: { familyId, endReason: Not(IsNull()) } });
  return ended?.endReason ?? null;
}

/** The 401 of a session someone else ended: ACCESS_CHANGED or SESSION_ENDED, with the reason. */
export class SessionEndedException extends ApiException {
  constructor(readonly reason: SessionEndCause) {
    super(401, sessionEndCode(reason), SESSION_END_MESSAGES[reason]);
    // The body ApiException built, plus the reason for clients that word it their own way.
    Object.assign(this.getResponse() as object, { reason });
  }
}
