import { ApiPropertyOptional } from '@nestjs/swagger';
import { ConstructionMethod, PropertyShape, RoofShape } from '@hauskonfig/shared';
import { Type } from 'class-transformer';
import { IsEnum, IsNumber, IsOptional, IsString, IsUUID, MaxLength, Min, Max, ValidateIf } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { MaxDecimalPlaces } from '../../common/validation/max-decimal-places.decorator.js';

/** The editable fields of a template house; all optional so drafts can be saved (publishing checks them). */
export class HouseFieldsDto {
  @ApiPropertyOptional({ enum: PropertyShape, enumName: 'PropertyShape', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsEnum(PropertyShape)
  propertyShape?: PropertyShape | null;

  @ApiPropertyOptional({ enum: ConstructionMethod, enumName: 'ConstructionMethod', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsEnum(ConstructionMethod)
  constructionMethod?: ConstructionMethod | null;

  @ApiPropertyOptional({ enum: RoofShape, enumName: 'RoofShape', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsEnum(RoofShape)
  roofShape?: RoofShape | null;

  @ApiPropertyOptional({ description: 'Living area in m²', nullable: true, example: 142.5 })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @MaxDecimalPlaces(2)
  @Min(1)
  @Max(99999)
  sizeInSqm?: number | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsUUID()
  contactPersonId?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  propertyNumber?: string | null;

  @ApiPropertyOptional({ description: 'Cadastral municipality', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  location?: string | null;
}
