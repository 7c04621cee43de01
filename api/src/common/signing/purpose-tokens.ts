import { hkdfSync } from 'node:crypto';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { JWT_ALGORITHM, JWT_ISSUER } from '../../auth/token-claims.js';

/**
 * The key of one purpose's tokens, derived from the app's JWT secret: an access token (signed with
 * the secret itself) never verifies as such a token, nor one purpose's token as another's.
 */
export function purposeSecret(jwtSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', `hauskonfig ${purpose}`, 32));
}

/** What a presented token turned out to be. */
export type TokenCheck<Claims> = { claims: Claims } | { refused: 'expired' | 'invalid' };

/**
 * Short-lived signed tokens for one purpose (a queue board ticket and session, an AR link): JWTs
 * under that purpose's own key.
 */
export class PurposeTokens<Claims extends object> {
  private readonly jwt: JwtService;

  constructor(
    jwtSecret: string,
    purpose: string,
    readonly lifetimeSeconds: number,
  ) {
    this.jwt = new JwtService({
      secret: purposeSecret(jwtSecret, purpose),
      signOptions: { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, expiresIn: lifetimeSeconds },
      verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER },
    });
  }

  sign(claims: Claims): string {
    return this.jwt.sign(claims);
  }

  check(token: string): TokenCheck<Claims> {
    try {
      return { claims: this.jwt.verify<Claims>(token) };
    } catch (error) {
      return { refused: error instanceof TokenExpiredError ? 'expired' : 'invalid' };
    }
  }

  /** The claims of a token signed for this purpose and not expired; null for any other. */
  verify(token: string): Claims | null {
    const checked = this.check(token);
    return 'claims' in checked ? checked.claims : null;
  }
}
