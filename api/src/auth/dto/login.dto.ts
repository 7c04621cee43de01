import { ApiProperty } from '@nestjs/swagger';
import type { LoginInput } from '@hauskonfig/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
}
