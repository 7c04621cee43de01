import { ApiProperty } from '@nestjs/swagger';
import type { HouseImageListDto } from '@hauskonfig/shared';

export class HouseImageListResponse implements HouseImageListDto {
  @ApiProperty({ type: [String], description: 'Floor plans without measures (URLs)' })
  groundPlans!: string[];

  @ApiProperty({ type: [String], description: 'Floor plans with measures (URLs)' })
  groundPlansMeasured!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Preview image (URL)' })
  thumbnail!: string | null;

  @ApiProperty({ type: [String], description: 'Reference images (URLs)' })
  referenceImages!: string[];
}
