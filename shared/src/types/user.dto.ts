import { Role } from '../enums/role.js';

/** The logged-in user (staff or customer) as the API returns it. */
export interface UserDto {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
  /** For customers: the one request they may see. */
  customerRequestId: string | null;
  /**
   * Staff only: a second factor is mandatory and this user has none yet; until one is set up, the
   * API answers every staff route but the enrolment's with SECOND_FACTOR_SETUP_REQUIRED.
   */
  secondFactorSetupRequired?: boolean;
}

/** Body of POST auth/login (staff). */
export interface LoginInput {
  username: string;
  password: string;
  /**
   * The code of the second factor (or a recovery code), for staff who set one up: asked for after
   * SECOND_FACTOR_REQUIRED, and the only way in while the account's failures reached the cap.
   */
  secondFactorCode?: string;
}

/** Body of POST auth/customer-login: the six-digit code of the personal link and its password. */
export interface CustomerLoginInput {
  loginCode: string;
  password: string;
}

/** Body of POST auth/refresh. */
export interface RefreshInput {
  token: string;
  /** The user's username (the spec calls it email). */
  email: string;
}

/** Answer of both logins and of a token refresh. */
export interface LoginResponseDto {
  user: UserDto;
  accessToken: string;
  refreshToken: string;
}
