import { ApiProperty } from '@nestjs/swagger';
import type { CurrentPasswordInput, SecondFactorConfirmInput, SecondFactorDisableInput } from '@hauskonfig/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsSecondFactorCode } from '../../common/validation/is-second-factor-code.decorator.js';

export class CurrentPasswordDto implements CurrentPasswordInput {
  @ApiProperty({ format: 'password', description: "The acting staff member's own password" })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  currentPassword!: string;
}

export class SecondFactorConfirmDto implements SecondFactorConfirmInput {
  @ApiProperty({ example: '123456' })
  @IsSecondFactorCode()
  code!: string;
}

export class SecondFactorDisableDto extends CurrentPasswordDto implements SecondFactorDisableInput {
  @ApiProperty({ example: '123456', description: 'A current code or a recovery code' })
  @IsSecondFactorCode()
  code!: string;
}
