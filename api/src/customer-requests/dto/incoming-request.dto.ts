import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { IncomingRequestInput } from '@hauskonfig/shared';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsPhone } from '../../common/validation/is-phone.decorator.js';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { PlanChoicesDto } from '../../plan-shares/dto/plan-choices.dto.js';
import { trim } from '../../common/validation/trim.js';

/**
 * Spec section 3: personal info of a new request with the plan (house, works, plot, financing,
 * orientation: PlanChoicesDto). The consent fields may be missing here: the service answers that
 * with its own error code.
 */
export class IncomingRequestDto
  extends PlanChoicesDto
  implements Omit<IncomingRequestInput, 'privacyConsent' | 'privacyVersion'>
{
  @ApiProperty({ example: 'maria.muster@example.at' })
  @Transform(trim)
  @IsEmail()
  @IsSingleLine()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'Maria' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  firstname!: string;

  @ApiProperty({ example: 'Muster' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  lastname!: string;

  @ApiProperty({ example: '+43 660 1234567' })
  @Transform(trim)
  @IsPhone()
  @IsSingleLine()
  @MaxLength(50)
  phoneNumber!: string;

  @ApiPropertyOptional({ example: 'Linz' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  place?: string;

  @ApiPropertyOptional({ example: '1287/4' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  propertyNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;

  @ApiProperty({ description: 'Must be true: the visitor ticked the consent to the privacy text' })
  @IsOptional()
  @IsBoolean()
  privacyConsent?: boolean;

  @ApiProperty({ description: 'privacyVersion of GET settings the visitor agreed to' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  privacyVersion?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The contact person the visitor was shown (GET contact-people/assignment); kept in the rotation',
  })
  @IsOptional()
  @IsUUID()
  shownContactPersonId?: string;

  /** Hidden in the form; people leave it empty, form-filling bots do not. */
  @ApiPropertyOptional({ description: 'Must stay empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}
