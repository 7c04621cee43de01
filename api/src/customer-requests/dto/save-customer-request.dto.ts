import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RequestStatus, type CreateCustomerRequestInput, type UpdateCustomerRequestInput } from '@hauskonfig/shared';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsEnum,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CustomHouseDataInput } from './custom-house-data.dto.js';
import { IsPhone } from '../../common/validation/is-phone.decorator.js';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { trim } from '../../common/validation/trim.js';

const notNull = (_: unknown, value: unknown) => value !== null;

/** Fields staff may set on a request besides the required personal data; all optional. */
class RequestFieldsDto {
  @ApiPropertyOptional({
    enum: RequestStatus,
    enumName: 'RequestStatus',
    description:
      'Any status on the same side of the release (RELEASE_ACTION_REQUIRED otherwise: use release and withdraw-release); recorded with who and when',
  })
  @IsOptional()
  @IsEnum(RequestStatus)
  status?: RequestStatus;

  @ApiPropertyOptional({ example: 'Linz', nullable: true })
  @ValidateIf(notNull)
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  place?: string | null;

  @ApiPropertyOptional({ example: '1287/4', nullable: true })
  @ValidateIf(notNull)
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  propertyNumber?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf(notNull)
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @ValidateIf(notNull)
  @IsOptional()
  @IsUUID()
  contactPersonId?: string | null;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'Chosen stage; its works are sent as constructionWorkIds',
  })
  @ValidateIf(notNull)
  @IsOptional()
  @IsUUID()
  constructionStageId?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Replaces the chosen works when given' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  constructionWorkIds?: string[];
}

/** A request staff enter themselves (e.g. from a phone call); no mails are sent. */
export class CreateCustomerRequestDto extends RequestFieldsDto implements CreateCustomerRequestInput {
  @ApiProperty({ example: 'Maria' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ example: 'Muster' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  lastName!: string;

  @ApiProperty({ example: 'maria.muster@example.at' })
  @Transform(trim)
  @IsEmail()
  @IsSingleLine()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: '+43 660 1234567' })
  @Transform(trim)
  @IsPhone()
  @IsSingleLine()
  @MaxLength(50)
  phoneNumber!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A template house (published or not)' })
  @IsOptional()
  @IsUUID()
  houseId?: string;
}

/**
 * react-admin sends the whole record back on update: the read-only fields are accepted and
 * ignored. The house changes only through assign-template-house and assign-custom-house.
 */
export class UpdateCustomerRequestDto extends RequestFieldsDto implements UpdateCustomerRequestInput {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsEmail()
  @IsSingleLine()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsPhone()
  @IsSingleLine()
  @MaxLength(50)
  phoneNumber?: string;

  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() fullName?: unknown;
  @Allow() houseId?: unknown;
  @Allow() house?: unknown;
  @Allow() contactPerson?: unknown;
  @Allow() loginCode?: unknown;
  @Allow() credentialsGeneratedAt?: unknown;
  @Allow() privacyConsentAt?: unknown;
  @Allow() privacyVersion?: unknown;
  // The visitor's 3D view: staff read it, never set it.
  @Allow() houseHeading?: unknown;
  @Allow() sunDate?: unknown;
  @Allow() statusHistory?: unknown;
  // The plan as sent stays as sent.
  @Allow() snapshot?: unknown;
  @Allow() planShareToken?: unknown;

  @ApiPropertyOptional({
    type: CustomHouseDataInput,
    description: "The data of the request's custom house (NOT_CUSTOM_HOUSE when it has a template house)",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CustomHouseDataInput)
  customHouse?: CustomHouseDataInput;
}
