import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { HouseInput, PublishHouseInput } from '@hauskonfig/shared';
import { Allow, IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { HouseFieldsDto } from './house-fields.dto.js';

/** Checked entry by entry against the stages by the service (400 naming `stagePrices.<stageId>`). */
const StagePricesProperty = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: { type: 'integer', nullable: true },
      description: 'Guide price in cents incl. VAT by construction stage id; replaces all; null or left out: no price',
    }),
    IsOptional(),
    IsObject(),
  );

export class CreateHouseDto extends HouseFieldsDto implements HouseInput {
  @ApiProperty({ example: 'Stadtvilla Linz' })
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;

  @StagePricesProperty()
  stagePrices?: Record<string, number | null>;
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

  @StagePricesProperty()
  stagePrices?: Record<string, number | null>;

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
