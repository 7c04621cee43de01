import { randomBytes } from 'node:crypto';
import { LoginChangeKind, Role, SessionEndCause } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { endAllSessions } from '../../auth/end-sessions.js';
import { recordLoginChanges } from '../../users/login-changes.js';
import { hashPassword, verifyPassword } from '../../users/password-hasher.js';
import { User } from '../../users/user.entity.js';

export interface AdminSeedResult {
  username: string;
  /** Set only when this run chose or changed the password, so it can be shown once. */
  password: string | null;
  created: boolean;
}

/**
 * Makes sure the demo staff account exists. A configured password is enforced on every start;
 * without one a random password is generated when the account is first created.
 */
export async function seedAdminUser(
  manager: EntityManager,
  username: string,
  configuredPassword: string | null,
): Promise<AdminSeedResult> {
  const users = manager.getRepository(User);
  const existing = await users
    .createQueryBuilder('user')
    .where('lower(user.username) = lower(:username)', { username })
    .getOne();

  if (!existing) {
    const password = configuredPassword ?? randomBytes(12).toString('base64url');
    const { identifiers } = await users.insert({
      username,
      passwordHash: await hashPassword(password),
      roles: [Role.ROLE_CONTACT_PERSON],
      firstName: 'Demo',
      lastName: 'Verwaltung',
    });
    const userId = identifiers[0].id as string;
    await recordLoginChanges(manager, [{ userId, kind: LoginChangeKind.CREATED, username, changedByUserId: null }]);
    return { username, password, created: true };
  }
  if (
    configuredPassword &&
    !(existing.passwordHash && (await verifyPassword(existing.passwordHash, configuredPassword)))
  ) {
    await users.update(existing.id, { passwordHash: await hashPassword(configuredPassword) });
    await endAllSessions(manager, existing.id, SessionEndCause.PASSWORD_RESET);
    await recordLoginChanges(manager, [
      {
        userId: existing.id,
        kind: LoginChangeKind.PASSWORD_CHANGED,
        username: existing.username,
        changedByUserId: null,
      },
    ]);
    return { username: existing.username, password: configuredPassword, created: false };
  }
  return { username: existing.username, password: null, created: false };
}
