import { ApiProperty } from '@nestjs/swagger';
import type { LoginInput } from '@hauskonfig/shared';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSecondFactorCode } from '../../common/validation/is-second-factor-code.decorator.js';

export class LoginDto implements LoginInput {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;

  @ApiProperty({
    required: false,
    description: 'Code of the second factor or a recovery code, for staff who set one up',
  })
  @IsOptional()
  @IsSecondFactorCode()
  secondFactorCode?: string;
}
