import { ApiProperty } from '@nestjs/swagger';
import type { CustomerLinkDto, LoginResponseDto } from '@hauskonfig/shared';
import { UserResponse } from '../../users/dto/user.response.js';

export class LoginResponse implements LoginResponseDto {
  @ApiProperty({ type: UserResponse })
  user!: UserResponse;

  @ApiProperty({ description: 'Short-lived JWT, sent as "Authorization: Bearer …"' })
  accessToken!: string;

  @ApiProperty({ description: 'Rotating refresh token for POST /auth/refresh' })
  refreshToken!: string;
}

export class CustomerLinkResponse implements CustomerLinkDto {
  @ApiProperty({ example: '123456' })
  loginCode!: string;

  @ApiProperty({ description: 'Whether a password has been issued, so the login page asks for it' })
  hasPassword!: boolean;
}
