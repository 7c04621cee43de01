import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientIp } from '../../common/http/client-ip.js';
import type { User } from '../../users/user.entity.js';
import { AuthService } from '../auth.service.js';
import type { LoginDto } from '../dto/login.dto.js';

/** Staff login with username and password (spec: local strategy). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  /** The body was validated by LocalAuthGuard, the second factor's code included. */
  validate(request: Request, username: string, password: string): Promise<User> {
    const { secondFactorCode } = request.body as LoginDto;
    return this.auth.validateStaff(username, password, clientIp(request), { code: secondFactorCode });
  }
}
