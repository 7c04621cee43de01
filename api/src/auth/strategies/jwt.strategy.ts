import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { Role } from '@hauskonfig/shared';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UsersService } from '../../users/users.service.js';
import type { AuthUser } from '../auth-user.js';
import { SessionEndedException, sessionEndCause } from '../end-sessions.js';
import { AccessClaims, JWT_ALGORITHM, JWT_ISSUER, TokenType } from '../token-claims.js';

const ROLE_FOR_TOKEN: Record<AccessClaims['typ'], Role> = {
  [TokenType.STAFF_ACCESS]: Role.ROLE_CONTACT_PERSON,
  [TokenType.CUSTOMER_ACCESS]: Role.ROLE_CUSTOMER,
};

/**
 * Bearer access tokens: one pinned algorithm (so alg:none and RS/HS confusion fail), the issuer,
 * the token kind, and the user's current token version (logout and new passwords end tokens).
 * A token whose session someone else ended answers why (ACCESS_CHANGED, SESSION_ENDED).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A ready key object: given a string, jsonwebtoken first tries to parse it as a public key on
      // every request, which cost a quarter of the API's CPU under load (npm run bench:requests).
      // It accepts KeyObjects although the passport-jwt types only name strings and buffers.
      secretOrKey: createSecretKey(Buffer.from(config.auth.jwtSecret)) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  /** Returning false makes passport answer 401. */
  async validate(claims: Partial<AccessClaims>): Promise<AuthUser | false> {
    const role = claims.typ ? ROLE_FOR_TOKEN[claims.typ] : undefined;
    if (!role || !claims.sub || typeof claims.ver !== 'number' || !claims.sid) return false;
    // An unknown or inactive user is a dead token; a database outage is not (it answers 503,
    // so clients keep the session instead of logging out on a 401).
    const user = await this.users.activeUser(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) {
      const cause = await sessionEndCause(this.dataSource.manager, claims.sid);
      if (cause) throw new SessionEndedException(cause);
      return false;
    }
    if (!user.roles.includes(role)) return false;
    return {
      id: user.id,
      username: user.username,
      roles: user.roles,
      customerRequestId: user.customerRequestId,
      sessionId: claims.sid,
      secondFactorEnabled: user.totpSecret !== null,
    };
  }
}
