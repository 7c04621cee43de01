import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  LoginChangeKind,
  RECOVERY_CODE_PATTERN,
  SessionEndCause,
  normaliseSecondFactorCode,
  type SecondFactorSetupDto,
  type SecondFactorStatusDto,
} from '@hauskonfig/shared';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { ApiException } from '../../common/errors/api-exception.js';
import { SecuritySettingsService } from '../../security-settings/security-settings.service.js';
import { recordLoginChanges } from '../../users/login-changes.js';
import { UserCache } from '../../users/user-cache.js';
import { User } from '../../users/user.entity.js';
import { UserResponse } from '../../users/dto/user.response.js';
import type { AuthUser } from '../auth-user.js';
import { endAllSessions } from '../end-sessions.js';
import { staffAccount } from '../login-name.js';
import { LoginThrottleService } from '../login-throttle.service.js';
import { PasswordConfirmationService } from '../password-confirmation.service.js';
import { TokenService } from '../token.service.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

export const wrongSecondFactor = () => new ApiException(403, ErrorCode.SECOND_FACTOR_WRONG);

/** Who acts, and from where (wrong codes count towards their own login's lock-out). */
export interface SecondFactorActor {
  user: AuthUser;
  ip: string;
}

/**
 * Staff's second factor: TOTP (RFC 6238) from any authenticator app, enrolled by scanning a QR
 * code and confirming one code, with ten one-time recovery codes. Enrolling, switching it off and a
 * colleague's reset end every session of the login (tokens issued before no longer work).
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly confirmation: PasswordConfirmationService,
    private readonly throttle: LoginThrottleService,
    private readonly tokens: TokenService,
    private readonly userCache: UserCache,
    private readonly settings: SecuritySettingsService,
  ) {}

  async status(userId: string): Promise<SecondFactorStatusDto> {
    const user = await this.user(this.dataSource.manager, userId);
    return {
      enabled: user.totpSecret !== null,
      enabledAt: user.totpEnabledAt?.toISOString() ?? null,
      required: (await this.settings.current()).secondFactorRequired,
      recoveryCodesLeft: user.recoveryCodeHashes.length,
    };
  }

  /** After the own password: a new secret to scan; the factor in force (if any) stays until one is confirmed. */
  async setup(actor: SecondFactorActor, currentPassword: string | undefined): Promise<SecondFactorSetupDto> {
    await this.confirmation.confirm(actor.user, actor.ip, currentPassword);
    const secret = newTotpSecret();
    await this.dataSource.getRepository(User).update(actor.user.id, { totpPendingSecret: secret });
    const otpauthUri = totpUri(secret, actor.user.username);
    const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrCodeSvg };
  }

  /**
   * A code from the scanned secret puts it in force with new recovery codes; every session of the
   * login ends and the confirming device gets a new one.
   */
  async confirm(actor: SecondFactorActor, code: string) {
    const recoveryCodes = newRecoveryCodes();
    const user = await this.throttle.guard({ ip: actor.ip, account: staffAccount(actor.user.username) }, () =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.user(manager, actor.user.id, true);
        if (!row.totpPendingSecret)
          throw new ApiException(409, ErrorCode.CONFLICT, 'Bitte starten Sie die Einrichtung erneut.');
        const step = await totpStep(row.totpPendingSecret, normaliseSecondFactorCode(code), null);
        if (step === null) return wrongSecondFactor();
        await manager.getRepository(User).update(row.id, {
          totpSecret: row.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: new Date(),
          totpLastStep: step,
          recoveryCodeHashes: recoveryCodes.hashes,
        });
        await this.endSessions(manager, row, actor.user.id, LoginChangeKind.SECOND_FACTOR_ENABLED);
        return row;
      }),
    );
    await this.userCache.invalidate();
    const fresh = await this.user(this.dataSource.manager, user.id);
    return {
      user: UserResponse.from(fresh),
      ...(await this.tokens.startSession(fresh)),
      recoveryCodes: recoveryCodes.codes,
    };
  }

  /** Switches one's own factor off (not while it is mandatory): own password and a code; sessions end. */
  async disable(actor: SecondFactorActor, currentPassword: string | undefined, code: string) {
    if ((await this.settings.current()).secondFactorRequired) {
      throw new ApiException(409, ErrorCode.SECOND_FACTOR_MANDATORY);
    }
    await this.confirmation.confirm(actor.user, actor.ip, currentPassword);
    await this.throttle.guard({ ip: actor.ip, account: staffAccount(actor.user.username) }, async () => {
      const row = await this.user(this.dataSource.manager, actor.user.id);
      return (row.totpSecret && (await this.accept(row, code))) || wrongSecondFactor();
    });
    await this.dataSource.transaction(async (manager) => {
      const row = await this.user(manager, actor.user.id, true);
      await this.clear(manager, row, actor.user.id, LoginChangeKind.SECOND_FACTOR_DISABLED);
    });
    await this.userCache.invalidate();
    const fresh = await this.user(this.dataSource.manager, actor.user.id);
    return { user: UserResponse.from(fresh), ...(await this.tokens.startSession(fresh)) };
  }

  /** A colleague lost their device: an administrator clears the factor with their own password. */
  async reset(actor: SecondFactorActor, currentPassword: string | undefined, userId: string): Promise<void> {
    await this.confirmation.confirm(actor.user, actor.ip, currentPassword);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.user(manager, userId, true);
      await this.clear(manager, row, actor.user.id, LoginChangeKind.SECOND_FACTOR_RESET);
    });
    await this.userCache.invalidate();
  }

  /**
   * Whether `code` is a valid second factor of `user` now, using it up: a TOTP code's time step is
   * recorded (the same code fails a second time), a recovery code is removed. Both writes are
   * conditional, so two logins racing with one code cannot both pass.
   */
  async accept(user: User, typed: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const code = normaliseSecondFactorCode(typed);
    const users = this.dataSource.getRepository(User);
    if (RECOVERY_CODE_PATTERN.test(code)) {
      const used = await users
        .createQueryBuilder()
        .update()
        .set({ recoveryCodeHashes: () => 'array_remove(recovery_code_hashes, :hash)' })
        .where('id = :id AND :hash = ANY(recovery_code_hashes)', { id: user.id, hash: recoveryCodeHash(code) })
        .execute();
      return used.affected === 1;
    }
    const current = await this.user(this.dataSource.manager, user.id);
    if (!current.totpSecret) return false;
    const step = await totpStep(current.totpSecret, code, current.totpLastStep);
    if (step === null) return false;
    const recorded = await users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
      .execute();
    return recorded.affected === 1;
  }

  private async clear(manager: EntityManager, row: User, actorId: string, kind: LoginChangeKind): Promise<void> {
    await manager.getRepository(User).update(row.id, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
    });
    await this.endSessions(manager, row, actorId, kind);
  }

  private async endSessions(manager: EntityManager, row: User, actorId: string, kind: LoginChangeKind) {
    const cause =
      kind === LoginChangeKind.SECOND_FACTOR_RESET
        ? SessionEndCause.SECOND_FACTOR_RESET
        : SessionEndCause.SECOND_FACTOR_CHANGED;
    await endAllSessions(manager, row.id, cause);
    await recordLoginChanges(manager, [{ userId: row.id, kind, username: row.username, changedByUserId: actorId }]);
  }

  private async user(manager: EntityManager, id: string, lock = false): Promise<User> {
    const user = await manager.getRepository(User).findOne({
      where: { id, active: true },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!user) throw new ApiException(404, ErrorCode.NOT_FOUND);
    return user;
  }
}
