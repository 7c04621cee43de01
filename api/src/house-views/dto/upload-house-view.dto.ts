import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DeleteHouseViewsInput } from '@hauskonfig/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';

/** Multipart fields arrive as strings. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false' || value === undefined
      ? false
      : value;

export class UpdateHouseViewDto {
  @ApiPropertyOptional({ example: 'Standard' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  standard?: boolean;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'A new GLB replacing the model' })
  @IsOptional()
  file?: unknown;
}

export class UploadHouseViewDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  houseId!: string;

  @ApiProperty({ example: 'Standard' })
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ type: Boolean })
  @Transform(toBoolean)
  @IsBoolean()
  standard: boolean = false;

  @ApiPropertyOptional({ format: 'uuid', description: 'Replace this view of the house instead of adding one' })
  @IsOptional()
  @IsUUID()
  houseViewId?: string;

  @ApiProperty({ type: 'string', format: 'binary', description: 'The model as GLB (glTF 2.0 binary)' })
  @IsOptional()
  file?: unknown;
}

export class DeleteHouseViewsDto implements DeleteHouseViewsInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  houseId!: string;

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsUUID('all', { each: true })
  houseViewIds!: string[];
}
