import { ApiProperty } from '@nestjs/swagger';
import { LOGIN_CODE_PATTERN, type CustomerLoginInput } from '@hauskonfig/shared';
import { Expose } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const codeMessage = 'Der Code besteht aus sechs Ziffern.';

export class CustomerLoginDto implements CustomerLoginInput {
  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(LOGIN_CODE_PATTERN, { message: codeMessage })
  loginCode!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;
}

export class CustomerLinkQuery {
  @ApiProperty({ name: 'login-code', example: '123456' })
  @Expose({ name: 'login-code' })
  @IsString()
  @Matches(LOGIN_CODE_PATTERN, { message: codeMessage })
  loginCode!: string;
}
