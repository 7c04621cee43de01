import { ApiProperty } from '@nestjs/swagger';
import type { AdminVendorSettingsDto, VendorSettingsDto } from '@hauskonfig/shared';
import { IMPRINT_PLACEHOLDER, PRIVACY_PLACEHOLDER } from '../vendor-settings.defaults.js';
import type { VendorSettings } from '../vendor-settings.entity.js';

export const settingsImageUrl = (filename: string | null) => (filename ? `/api/v1/files/settings/${filename}` : null);

/** GET settings: the brand and legal frame every public page shows. */
export class VendorSettingsResponse implements VendorSettingsDto {
  @ApiProperty({ example: 'Musterhaus Fertigbau GmbH' })
  vendorName!: string;

  @ApiProperty({ nullable: true, type: String, description: 'Logo URL (webp, ?size=small for the small variant)' })
  logoUrl!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Hero picture URL (webp, ?size=small: about 800 px)' })
  heroImageUrl!: string | null;

  @ApiProperty({ example: '#e30613' })
  primaryColor!: string;

  @ApiProperty({ nullable: true, type: String, description: "The vendor's own website (the back link)" })
  websiteUrl!: string | null;

  @ApiProperty({ description: 'Impressum; a placeholder sentence while staff have not entered it' })
  imprintText!: string;

  @ApiProperty({ description: 'Datenschutzerklärung; a placeholder sentence while staff have not entered it' })
  privacyText!: string;

  @ApiProperty({ description: 'Goes up by one whenever the privacy text changes' })
  privacyVersion!: number;

  static from(settings: VendorSettings): VendorSettingsResponse {
    return {
      vendorName: settings.vendorName,
      logoUrl: settingsImageUrl(settings.logoPath),
      heroImageUrl: settingsImageUrl(settings.heroImagePath),
      primaryColor: settings.primaryColor,
      websiteUrl: settings.websiteUrl,
      imprintText: settings.imprintText || IMPRINT_PLACEHOLDER,
      privacyText: settings.privacyText || PRIVACY_PLACEHOLDER,
      privacyVersion: settings.privacyVersion,
    };
  }
}

/** GET/PUT admin/settings: the texts as stored (empty stays empty in the form) and the staff-only fields. */
export class AdminVendorSettingsResponse extends VendorSettingsResponse implements AdminVendorSettingsDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  defaultContactPersonId!: string | null;

  @ApiProperty({ description: 'ISO 8601 timestamp of the last change' })
  updatedAt!: string;

  static fromAdmin(settings: VendorSettings): AdminVendorSettingsResponse {
    return {
      ...VendorSettingsResponse.from(settings),
      imprintText: settings.imprintText,
      privacyText: settings.privacyText,
      defaultContactPersonId: settings.defaultContactPersonId,
      updatedAt: settings.updatedAt.toISOString(),
    };
  }
}
