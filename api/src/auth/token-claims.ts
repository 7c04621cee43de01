/** The claim `typ` tells token kinds apart; none is accepted in another's place. */
export enum TokenType {
  STAFF_ACCESS = 'access',
  CUSTOMER_ACCESS = 'customer',
  REFRESH = 'refresh',
}

export interface AccessClaims {
  sub: string;
  typ: TokenType.STAFF_ACCESS | TokenType.CUSTOMER_ACCESS;
  /** The user's token version when issued. */
  ver: number;
  /** The session (refresh-token family) this token belongs to. */
  sid: string;
}

export interface RefreshClaims {
  sub: string;
  typ: TokenType.REFRESH;
  jti: string;
  sid: string;
}

export const JWT_ALGORITHM = 'HS256';
export const JWT_ISSUER = 'hauskonfigurator';
