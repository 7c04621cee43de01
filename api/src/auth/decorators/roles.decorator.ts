import { SetMetadata } from '@nestjs/common';
import type { Role } from '@hauskonfig/shared';

export const REQUIRED_ROLES = 'auth:roles';

/** The caller needs one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);
