import { EntityManager, IsNull } from 'typeorm';
import { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/**
 * Ends every session of a user: all refresh tokens revoked, all access tokens outdated by a new
 * token version. For a new password or username and "log out everywhere"; call it inside a
 * transaction, which holds the user row's lock until the tokens are revoked. The user row is written
 * first: a rotation locks it before reading its token (TokenService.rotate), so it either finishes
 * before this and its new token is revoked here, or waits and finds its token revoked. Callers drop
 * the user cache once the transaction has committed.
 */
export async function endAllSessions(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
  await manager.getRepository(RefreshToken).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
}
