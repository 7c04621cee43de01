import { ApiProperty } from '@nestjs/swagger';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS, type SecuritySettingsDto } from '@hauskonfig/shared';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

/** PUT admin/security-settings: every setting, as the admin form holds them. */
export class SaveSecuritySettingsDto implements Omit<SecuritySettingsDto, 'updatedAt'> {
  @ApiProperty({ description: 'Every staff member must set up a second factor (TOTP) before using the admin' })
  @IsBoolean()
  secondFactorRequired!: boolean;

  @ApiProperty({ minimum: RETENTION_MIN_DAYS, maximum: RETENTION_MAX_DAYS, example: 90 })
  @IsInt()
  @Min(RETENTION_MIN_DAYS)
  @Max(RETENTION_MAX_DAYS)
  savedPlanRetentionDays!: number;

  @ApiProperty({ minimum: RETENTION_MIN_DAYS, maximum: RETENTION_MAX_DAYS, example: 365 })
  @IsInt()
  @Min(RETENTION_MIN_DAYS)
  @Max(RETENTION_MAX_DAYS)
  closedRequestRetentionDays!: number;

  @ApiProperty({ minimum: RETENTION_MIN_DAYS, maximum: RETENTION_MAX_DAYS, example: 90 })
  @IsInt()
  @Min(RETENTION_MIN_DAYS)
  @Max(RETENTION_MAX_DAYS)
  sentMailRetentionDays!: number;
}
