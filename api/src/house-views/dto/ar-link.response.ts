import { ApiProperty } from '@nestjs/swagger';
import type { ArLinkDto } from '@hauskonfig/shared';

export class ArLinkResponse implements ArLinkDto<Date> {
  @ApiProperty({ description: 'GLB for Scene Viewer; signed unless the model is public' })
  modelUrl!: string;

  @ApiProperty({ nullable: true, type: String, description: 'USDZ for Quick Look once converted; signed likewise' })
  usdzUrl!: string | null;

  @ApiProperty({ nullable: true, type: Date, description: 'When the signed links stop working (a few minutes)' })
  expiresAt!: Date | null;
}
