import { ApiProperty } from '@nestjs/swagger';
import type { SavedPlanDto, SavedPlanReceiptDto } from '@hauskonfig/shared';
import { SavedPlanContentDto } from './saved-plan-content.dto.js';

export class SavedPlanReceiptResponse implements SavedPlanReceiptDto {
  @ApiProperty({ example: '048213', description: 'Six digits; never the code of a customer login' })
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

  @ApiProperty({ type: SavedPlanContentDto })
  content!: SavedPlanDto['content'];
}
