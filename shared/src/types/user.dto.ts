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
}

/** Body of POST auth/login (staff). */
export interface LoginInput {
  username: string;
  password: string;
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
