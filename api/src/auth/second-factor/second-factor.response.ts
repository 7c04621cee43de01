import { ApiProperty } from '@nestjs/swagger';
import type { SecondFactorEnabledDto, SecondFactorSetupDto, SecondFactorStatusDto } from '@hauskonfig/shared';
import { LoginResponse } from '../dto/login.response.js';

export class SecondFactorStatusResponse implements SecondFactorStatusDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ nullable: true, type: String })
  enabledAt!: string | null;

  @ApiProperty({ description: 'Mandatory for all staff (security settings)' })
  required!: boolean;

  @ApiProperty()
  recoveryCodesLeft!: number;
}

export class SecondFactorSetupResponse implements SecondFactorSetupDto {
  @ApiProperty({ description: 'Base32 secret, for typing in' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/Hauskonfigurator%20Verwaltung:anna?secret=…' })
  otpauthUri!: string;

  @ApiProperty({ description: 'The QR code of the URI as an SVG document' })
  qrCodeSvg!: string;
}

export class SecondFactorEnabledResponse extends LoginResponse implements SecondFactorEnabledDto {
  @ApiProperty({ type: [String], description: 'One-time recovery codes, shown this once' })
  recoveryCodes!: string[];
}
