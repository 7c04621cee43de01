import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, LoginChangeKind, Role, SessionEndCause, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { endAllSessions } from '../auth/end-sessions.js';
import { PasswordConfirmationService, currentPasswordError } from '../auth/password-confirmation.service.js';
import { recordLoginChanges } from '../users/login-changes.js';
import { hashPassword } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import { SaveContactPersonDto } from './dto/save-contact-person.dto.js';
import { fieldError } from './field-error.js';

/** Who saves a contact person, and from where (the lock-out of their own password counts per address). */
export interface Actor {
  user: AuthUser;
  ip: string;
}

/** What saving `dto` does to the login `current` (null: the person has none yet). */
function requestedChanges(current: User | null, dto: SaveContactPersonDto): LoginChangeKind[] {
  if (!current) return dto.username ? [LoginChangeKind.CREATED] : [];
  return [
    ...(dto.username !== undefined && dto.username !== current.username ? [LoginChangeKind.USERNAME_CHANGED] : []),
    ...(dto.password ? [LoginChangeKind.PASSWORD_CHANGED] : []),
  ];
}

/** What the login's owner is told on their other devices: a new password outranks a new username. */
function endCause(changes: LoginChangeKind[], userId: string, actor: Actor): SessionEndCause {
  if (!changes.includes(LoginChangeKind.PASSWORD_CHANGED)) return SessionEndCause.USERNAME_CHANGED;
  return actor.user.id === userId ? SessionEndCause.PASSWORD_CHANGED : SessionEndCause.PASSWORD_RESET;
}

/**
 * The staff login of a contact person. Setting it up or changing its username or password needs
 * the acting staff member's own current password, ends every session of the login, and is recorded
 * with who made it.
 */
@Injectable()
export class ContactLoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly confirmation: PasswordConfirmationService,
  ) {}

  /**
   * Before the save's transaction (a password check takes time and may wait for the lock-out):
   * whether `dto` changes the login, confirmed with the actor's password if so.
   */
  async confirmChanges(userId: string | null, dto: SaveContactPersonDto, actor: Actor): Promise<boolean> {
    const current = userId ? await this.dataSource.getRepository(User).findOneBy({ id: userId }) : null;
    if (requestedChanges(current, dto).length === 0) return false;
    await this.confirmation.confirm(actor.user, actor.ip, dto.currentPassword);
    return true;
  }

  /** Creates or updates the login in the save's transaction; answers its user id (null: none). */
  async save(
    manager: EntityManager,
    userId: string | null,
    dto: SaveContactPersonDto,
    actor: Actor,
    confirmed: boolean,
  ): Promise<string | null> {
    const users = manager.getRepository(User);
    const current = userId ? await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } }) : null;
    const changes = requestedChanges(current, dto);
    // The login may have changed since confirmChanges looked at it.
    if (changes.length > 0 && !confirmed) throw currentPasswordError(ErrorCode.CURRENT_PASSWORD_REQUIRED);
    const username = dto.username ?? current?.username;
    if (!username) return null;
    const taken = await users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .andWhere(current ? 'user.id <> :id' : '1 = 1', { id: current?.id })
      .getExists();
    if (taken) throw fieldError('username', 'Dieser Benutzername ist bereits vergeben.', 409);
    if (!current && !dto.password) throw fieldError('password', VALIDATION_MESSAGES.passwordRequired.a);
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    const id = current ? current.id : await this.insert(manager, username, dto, passwordHash);
    if (current) {
      await users.update(id, { username, email: dto.email, ...(passwordHash ? { passwordHash } : {}) });
      if (changes.length > 0) await endAllSessions(manager, id, endCause(changes, id, actor));
    }
    await recordLoginChanges(
      manager,
      changes.map((kind) => ({ userId: id, kind, username, changedByUserId: actor.user.id })),
    );
    return id;
  }

  /** The login goes with the profile; the account row stays for the audit trail. */
  async remove(manager: EntityManager, userId: string, actor: Actor): Promise<void> {
    const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
    await manager.getRepository(User).update(userId, { active: false });
    await endAllSessions(manager, userId, SessionEndCause.LOGIN_REMOVED);
    await recordLoginChanges(manager, [
      { userId, kind: LoginChangeKind.REMOVED, username: user.username, changedByUserId: actor.user.id },
    ]);
  }

  private async insert(
    manager: EntityManager,
    username: string,
    dto: SaveContactPersonDto,
    passwordHash: string | undefined,
  ): Promise<string> {
    const [firstName, ...rest] = dto.name.split(' ');
    const { identifiers } = await manager.getRepository(User).insert({
      username,
      email: dto.email,
      firstName,
      lastName: rest.join(' ') || null,
      tel: dto.phoneNumber,
      passwordHash,
      roles: [Role.ROLE_CONTACT_PERSON],
    });
    return identifiers[0].id as string;
  }
}
