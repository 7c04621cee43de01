import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PropertyShape, type PlanChoicesInput, type SunDatePreset } from '@hauskonfig/shared';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { IsOptionalHouseHeading, IsOptionalSunDate } from '../../common/validation/house-orientation.decorators.js';
import { FinancingDefaultsDto } from '../../price-guide/dto/financing-defaults.dto.js';

/** The flow's choices a plan is made of: a shared plan's body, and part of a request's. */
export class PlanChoicesDto implements PlanChoicesInput {
  @ApiPropertyOptional({ format: 'uuid', description: 'A published template house; none to continue without one' })
  @IsOptional()
  @IsUUID()
  houseId?: string;

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  constructionWorkIds!: string[];

  @ApiPropertyOptional({ enum: PropertyShape, enumName: 'PropertyShape', description: "Left out: the house's own" })
  @IsOptional()
  @IsEnum(PropertyShape)
  plotShape?: PropertyShape;

  @ApiPropertyOptional({ type: FinancingDefaultsDto, description: "The financing example's inputs, if any" })
  @IsOptional()
  @ValidateNested()
  @Type(() => FinancingDefaultsDto)
  financing?: FinancingDefaultsDto;

  /** The 3D view as the visitor left it; without it (older clients) the default view. */
  @IsOptionalHouseHeading()
  houseHeading?: number;

  @IsOptionalSunDate()
  sunDate?: SunDatePreset;
}
