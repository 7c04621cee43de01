import { ApiProperty } from '@nestjs/swagger';
import type { SecuritySettingsDto } from '@hauskonfig/shared';
import type { SecuritySettings } from '../security-settings.entity.js';

export class SecuritySettingsResponse implements SecuritySettingsDto {
  @ApiProperty()
  secondFactorRequired!: boolean;

  @ApiProperty({ description: 'Saved plans are deleted this many days after they were last saved' })
  savedPlanRetentionDays!: number;

  @ApiProperty({ description: 'Declined or archived requests are deleted this many days after their last change' })
  closedRequestRetentionDays!: number;

  @ApiProperty({ description: 'Copies of sent mails are deleted this many days after sending' })
  sentMailRetentionDays!: number;

  @ApiProperty({ description: 'ISO 8601 timestamp of the last change' })
  updatedAt!: string;

  static from(settings: SecuritySettings): SecuritySettingsResponse {
    return {
      secondFactorRequired: settings.secondFactorRequired,
      savedPlanRetentionDays: settings.savedPlanRetentionDays,
      closedRequestRetentionDays: settings.closedRequestRetentionDays,
      sentMailRetentionDays: settings.sentMailRetentionDays,
      updatedAt: settings.updatedAt.toISOString(),
    };
  }
}
