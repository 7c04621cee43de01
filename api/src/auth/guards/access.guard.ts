import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode, Role } from '@hauskonfig/shared';
import type { Request } from 'express';
import { ApiException } from '../../common/errors/api-exception.js';
import { isOutage } from '../../common/filters/error-body.js';
import type { AuthUser } from '../auth-user.js';
import { SecuritySettingsService } from '../../security-settings/security-settings.service.js';
import { BEFORE_SECOND_FACTOR } from '../decorators/before-second-factor.decorator.js';
import { IS_PUBLIC } from '../decorators/public.decorator.js';
import { REQUIRED_ROLES } from '../decorators/roles.decorator.js';

const ADMIN_API = /^\/api\/v1\/admin(\/|$)/;

/**
 * The one place that decides who may call what (registered globally): routes need a valid
 * access token unless marked @Public(); @Roles() narrows them; everything under /api/v1/admin
 * needs ROLE_CONTACT_PERSON even if a controller forgot to say so; while a second factor is
 * mandatory, staff without one reach only the routes marked @BeforeSecondFactor().
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly securitySettings: SecuritySettingsService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    const isAdminPath = ADMIN_API.test(request.path);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) && !isAdminPath) {
      // Public routes still recognise a logged-in caller (a customer sees their custom house).
      if (request.headers.authorization) await this.tryAuthenticate(context);
      return true;
    }

    await super.canActivate(context);
    const user = (request as Request & { user: AuthUser }).user;
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets) ?? [];
    const needed = isAdminPath ? [Role.ROLE_CONTACT_PERSON] : required;
    if (needed.length > 0 && !needed.some((role) => user.roles.includes(role))) {
      throw new ApiException(403, ErrorCode.FORBIDDEN);
    }
    if (await this.awaitsSecondFactor(user, targets)) {
      throw new ApiException(403, ErrorCode.SECOND_FACTOR_SETUP_REQUIRED);
    }
    return true;
  }

  /** Staff without a second factor while it is mandatory reach only its enrolment and the logouts. */
  private async awaitsSecondFactor(user: AuthUser, targets: Parameters<Reflector['getAllAndOverride']>[1]) {
    if (!user.roles.includes(Role.ROLE_CONTACT_PERSON) || user.secondFactorEnabled) return false;
    if (this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, targets)) return false;
    return (await this.securitySettings.current()).secondFactorRequired;
  }

  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    try {
      await super.canActivate(context);
    } catch {
      // An invalid token on a public route just means an anonymous caller.
    }
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof ApiException || isOutage(error)) throw error;
    if (error || !user) throw new ApiException(401, ErrorCode.UNAUTHORIZED);
    return user;
  }
}
