import { ApiProperty } from '@nestjs/swagger';
import type { PlanShareDto, PlanSnapshotDto } from '@hauskonfig/shared';

export class PlanShareResponse implements PlanShareDto {
  @ApiProperty({ example: 'q3J0cV9sZWtfM2hXbmVxZw', description: 'The link /plan/{token} opens the plan read-only' })
  token!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'PlanSnapshotDto: house, plot, stage, works, price breakdown, financing, model, contact person',
  })
  snapshot!: PlanSnapshotDto;
}
