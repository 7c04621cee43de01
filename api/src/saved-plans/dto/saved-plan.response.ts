import { ApiProperty } from '@nestjs/swagger';
import type { SavedPlanDto, SavedPlanReceiptDto } from '@hauskonfig/shared';
import { SavedPlanContentDto } from './saved-plan-content.dto.js';

export class SavedPlanReceiptResponse implements SavedPlanReceiptDto {
  @ApiProperty({
    example: '048213',
    description: 'Six digits, unique among saved plans (customer codes are a space of their own)',
  })
  code!: string;

  @ApiProperty({ description: 'ISO 8601; after it the code no longer opens the plan' })
  expiresAt!: string;

  @ApiProperty({ description: 'Secret of the device that saved the plan, needed to overwrite it' })
  editToken!: string;
}

export class SavedPlanResponse implements SavedPlanDto {
  @ApiProperty({ example: '048213' })
  code!: string;

  @ApiProperty()
  expiresAt!: string;

  @ApiProperty({ type: SavedPlanContentDto, description: 'personalInfo empty unless the plan key was sent' })
  content!: SavedPlanDto['content'];

  @ApiProperty({ description: 'The plan holds personal info this answer left out (no or a wrong X-Plan-Key)' })
  personalInfoWithheld!: boolean;
}
