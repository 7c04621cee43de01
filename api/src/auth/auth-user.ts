import type { Role } from '@hauskonfig/shared';

/** Who is calling, as established by the access token and the user row. */
export interface AuthUser {
  id: string;
  username: string;
  roles: Role[];
  /** Set for customers: the one request they may see. */
  customerRequestId: string | null;
  /** The session (refresh-token family) of the access token in use. */
  sessionId: string;
  /** Staff: a second factor is set up. */
  secondFactorEnabled: boolean;
}
