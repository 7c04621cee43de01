import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode } from '@hauskonfig/shared';
import type { Request } from 'express';
import { ApiException } from '../../common/errors/api-exception.js';
import { validateBody } from '../../common/validation/validate-body.js';
import { LoginDto } from '../dto/login.dto.js';

/** Validates the body first (a German 400 instead of passport's bare 401), then runs the local strategy. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await validateBody(LoginDto, context.switchToHttp().getRequest<Request>().body);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
    return user;
  }
}
