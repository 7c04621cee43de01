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

/** Answer of both logins and of a token refresh. */
export interface LoginResponseDto {
  user: UserDto;
  accessToken: string;
  refreshToken: string;
}
