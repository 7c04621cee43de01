import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_HOUSE_HEADING, DEFAULT_SUN_DATE_PRESET, HOUSE_HEADING_STEP, SunDatePreset } from '@hauskonfig/shared';
import { IsDivisibleBy, IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';

/** Optional `houseHeading` of a plan or request: what the viewer's compass can show (0, 15 … 345). */
export const IsOptionalHouseHeading = () =>
  applyDecorators(
    ApiPropertyOptional({
      minimum: 0,
      maximum: 360 - HOUSE_HEADING_STEP,
      multipleOf: HOUSE_HEADING_STEP,
      default: DEFAULT_HOUSE_HEADING,
      description: 'Compass heading of the house front in the 3D view, degrees clockwise from north',
    }),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(360 - HOUSE_HEADING_STEP),
    IsDivisibleBy(HOUSE_HEADING_STEP),
  );

/** Optional `sunDate` of a plan or request: one of the viewer's date presets. */
export const IsOptionalSunDate = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: SunDatePreset,
      enumName: 'SunDatePreset',
      default: DEFAULT_SUN_DATE_PRESET,
      description: 'The day the sun of the 3D view follows',
    }),
    IsOptional(),
    IsEnum(SunDatePreset),
  );
