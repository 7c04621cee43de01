import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, Role, type SessionEndCause } from '@hauskonfig/shared';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { AccessClaims, RefreshClaims, TokenType } from './token-claims.js';
import { UserCache } from '../users/user-cache.js';
import { canonicalLoginName } from './login-name.js';
import { SessionEndedException } from './end-sessions.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionExpired = () => new ApiException(401, ErrorCode.SESSION_EXPIRED);

/** A rotation: the new pair, or why not (null: expired or unknown; a cause: someone else ended it). */
type RotationOutcome = { user: User; tokens: TokenPair } | 'reused' | { ended: SessionEndCause } | null;

/**
 * Issues access tokens and rotating refresh tokens. Refresh tokens are stored only as hashes;
 * each rotation replaces the used token within its family, and presenting a used token again
 * revokes the whole family (someone else has a copy).
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly userCache: UserCache,
  ) {}

  /**
   * A new session for a user whose password was just checked. The row is read again under a share
   * lock: a new password or "log out everywhere" since the check makes the login fail, and one
   * running now waits and then ends this session too.
   */
  startSession(checked: User): Promise<TokenPair> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(User)
        .findOne({ where: { id: checked.id, active: true }, lock: { mode: 'pessimistic_read' } });
      if (user?.tokenVersion !== checked.tokenVersion) throw sessionExpired();
      return this.issue(user, randomUUID(), manager);
    });
  }

  /** The next token of a session (its refresh-token family), inside the caller's transaction. */
  private async issue(user: User, sessionId: string, manager: EntityManager): Promise<TokenPair> {
    const repository = manager.getRepository(RefreshToken);
    const id = randomUUID();
    const refreshClaims: RefreshClaims = { sub: user.id, typ: TokenType.REFRESH, jti: id, sid: sessionId };
    const refreshToken = await this.jwt.signAsync(refreshClaims, {
      expiresIn: this.config.auth.refreshTokenTtlSeconds,
    });
    await repository.insert({
      id,
      userId: user.id,
      familyId: sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + this.config.auth.refreshTokenTtlSeconds * 1000),
    });
    const accessClaims: AccessClaims = {
      sub: user.id,
      typ: user.roles.includes(Role.ROLE_CUSTOMER) ? TokenType.CUSTOMER_ACCESS : TokenType.STAFF_ACCESS,
      ver: user.tokenVersion,
      sid: sessionId,
    };
    const accessToken = await this.jwt.signAsync(accessClaims, { expiresIn: this.config.auth.accessTokenTtlSeconds });
    return { accessToken, refreshToken };
  }

  /** Exchanges a refresh token for a new pair; `username` must name the token's owner. */
  async rotate(refreshToken: string, username: string): Promise<{ user: User; tokens: TokenPair }> {
    const claims = await this.verifyRefresh(refreshToken);
    const outcome = await this.dataSource.transaction(async (manager): Promise<RotationOutcome> => {
      // The user row first, as endAllSessions writes it: a new password or "log out everywhere"
      // running now either waits for this rotation (and revokes its new token) or goes first.
      const user = await manager
        .getRepository(User)
        .findOne({ where: { id: claims.sub, active: true }, lock: { mode: 'for_no_key_update' } });
      const tokens = manager.getRepository(RefreshToken);
      const stored = await tokens.findOne({ where: { id: claims.jti }, lock: { mode: 'pessimistic_write' } });
      if (!stored || stored.tokenHash !== sha256(refreshToken) || stored.userId !== claims.sub) return null;
      // Revoked by a logout or by someone else (a new password, withdrawn access): no longer valid.
      // Someone else's end is named, unless the token had run out anyway.
      if (stored.revokedAt && !stored.replacedById) {
        const expired = stored.expiresAt.getTime() <= Date.now();
        return stored.endReason && !expired ? { ended: stored.endReason } : null;
      }
      if (stored.revokedAt) {
        // A used token came back: someone holds a copy. End the session and its access tokens.
        await this.revokeFamily(stored.familyId, manager);
        await manager.getRepository(User).increment({ id: stored.userId }, 'tokenVersion', 1);
        return 'reused' as const;
      }
      if (stored.expiresAt.getTime() <= Date.now()) return null;
      if (!user || canonicalLoginName(user.username) !== canonicalLoginName(username)) return null;

      const next = await this.issue(user, stored.familyId, manager);
      const nextId = (await this.verifyRefresh(next.refreshToken)).jti;
      await tokens.update(stored.id, { revokedAt: new Date(), replacedById: nextId });
      return { user, tokens: next };
    });
    // The family revocation above must be committed, so the error is raised only now.
    if (outcome === 'reused') await this.userCache.invalidate();
    if (outcome === null || outcome === 'reused') throw sessionExpired();
    if ('ended' in outcome) throw new SessionEndedException(outcome.ended);
    return outcome;
  }

  async revokeFamily(familyId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(RefreshToken).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async verifyRefresh(token: string): Promise<RefreshClaims> {
    try {
      const claims = await this.jwt.verifyAsync<RefreshClaims>(token);
      if (claims.typ !== TokenType.REFRESH || !claims.jti || !claims.sid) throw sessionExpired();
      return claims;
    } catch {
      throw sessionExpired();
    }
  }
}
