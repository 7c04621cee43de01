import { ApiProperty } from '@nestjs/swagger';
import type { CredentialsDto } from '@hauskonfig/shared';

export class CredentialsResponse implements CredentialsDto {
  @ApiProperty({ example: '123456', description: 'The six-digit code of the personal link' })
  loginCode!: string;

  @ApiProperty({ description: 'The new password; shown once, never stored in clear' })
  password!: string;

  @ApiProperty({ example: '/?code=123456', description: 'Path of the personal link on the public site' })
  loginPath!: string;
}
