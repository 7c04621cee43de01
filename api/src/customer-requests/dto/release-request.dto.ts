import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ReleaseRequestInput } from '@hauskonfig/shared';
import { IsBoolean, IsOptional } from 'class-validator';

export class ReleaseRequestDto implements ReleaseRequestInput {
  @ApiPropertyOptional({ description: 'Mail the customer the personal link and code' })
  @IsOptional()
  @IsBoolean()
  sendMail?: boolean;

  @ApiPropertyOptional({
    description: 'Put the new password into that mail too (only a password made by this release)',
  })
  @IsOptional()
  @IsBoolean()
  mailPassword?: boolean;

  @ApiPropertyOptional({ description: 'Make a new password although the customer has one; the old one stops working' })
  @IsOptional()
  @IsBoolean()
  newPassword?: boolean;
}
