import { ApiPropertyOptional } from '@nestjs/swagger';
import { ConstructionMethod, PropertyShape, RoofShape } from '@hauskonfig/shared';
import { Type } from 'class-transformer';
import { IsEnum, IsNumber, IsOptional, Max, Min } from 'class-validator';

/** Filter of the public catalogue (spec: from, to, propertyShape, constructionMethod, roofShape). */
export class CatalogueQueryDto {
  @ApiPropertyOptional({ description: 'Smallest living area in m²' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  @Max(99999)
  from?: number;

  @ApiPropertyOptional({ description: 'Largest living area in m²' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  @Max(99999)
  to?: number;

  @ApiPropertyOptional({ enum: PropertyShape, enumName: 'PropertyShape' })
  @IsOptional()
  @IsEnum(PropertyShape)
  propertyShape?: PropertyShape;

  @ApiPropertyOptional({ enum: ConstructionMethod, enumName: 'ConstructionMethod' })
  @IsOptional()
  @IsEnum(ConstructionMethod)
  constructionMethod?: ConstructionMethod;

  @ApiPropertyOptional({ enum: RoofShape, enumName: 'RoofShape' })
  @IsOptional()
  @IsEnum(RoofShape)
  roofShape?: RoofShape;
}
