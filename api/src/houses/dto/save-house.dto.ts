import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HouseInput, PublishHouseInput } from '@hauskonfig/shared';
import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { HouseFieldsDto } from './house-fields.dto.js';

export class CreateHouseDto extends HouseFieldsDto implements HouseInput {
  @ApiProperty({ example: 'Stadtvilla Linz' })
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;
}

/** react-admin sends the whole record back on update; read-only fields are accepted and ignored. */
export class UpdateHouseDto extends HouseFieldsDto implements Partial<HouseInput> {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ readOnly: true })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiPropertyOptional({ readOnly: true, description: 'Change it with POST .../publish' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;

  // Read-only fields of the list row that react-admin sends back unchanged.
  @Allow() kind?: unknown;
  @Allow() defaultHouseViewId?: unknown;
  @Allow() houseViewCount?: unknown;
  @Allow() referenceImageCount?: unknown;
  @Allow() thumbnailUrl?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() customerRequestId?: unknown;
}

export class PublishHouseDto implements PublishHouseInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;

  @ApiProperty({ description: 'true publishes (if complete), false withdraws' })
  @IsBoolean()
  publishHouse!: boolean;
}
