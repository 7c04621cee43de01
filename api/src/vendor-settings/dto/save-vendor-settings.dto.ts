import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VENDOR_SETTINGS_MESSAGES, type SaveVendorSettingsInput } from '@hauskonfig/shared';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, IsUrl, Matches, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { trim } from '../../common/validation/trim.js';

/** Multipart fields arrive as strings: an empty one means "none". */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' || trimmed === undefined ? null : trimmed;
};
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** Browsers send every line break of a multipart text as CRLF; the stored text and its version compare by content. */
const unixLineBreaks = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;
const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const MAX_LEGAL_TEXT = 20000;

/** PUT admin/settings, as multipart form data (with the images) or JSON. */
export class SaveVendorSettingsDto implements SaveVendorSettingsInput {
  @ApiProperty({ example: 'Musterhaus Fertigbau GmbH' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(100)
  vendorName!: string;

  @ApiProperty({ example: '#e30613' })
  @Transform(lowerCase)
  @IsString()
  @Matches(/^#[0-9a-f]{6}$/, { message: VENDOR_SETTINGS_MESSAGES.invalidPrimaryColor })
  primaryColor!: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.musterhaus-fertigbau.example' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: VENDOR_SETTINGS_MESSAGES.invalidWebsiteUrl },
  )
  @MaxLength(2000)
  websiteUrl!: string | null;

  @ApiProperty({ description: 'Impressum, plain text; paragraphs separated by blank lines' })
  @Transform(unixLineBreaks)
  @IsString()
  @MaxLength(MAX_LEGAL_TEXT)
  imprintText!: string;

  @ApiProperty({ description: 'Datenschutzerklärung, plain text; a change raises privacyVersion by one' })
  @Transform(unixLineBreaks)
  @IsString()
  @MaxLength(MAX_LEGAL_TEXT)
  privacyText!: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsUUID()
  defaultContactPersonId!: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'true: the logo goes (the name shows as text)' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  removeLogo?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'true: the hero picture goes' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  removeHeroImage?: boolean;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'New logo (JPEG, PNG, WebP, AVIF, GIF)' })
  @IsOptional()
  logo?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'New hero picture, ideally 1600 × 900' })
  @IsOptional()
  heroImage?: unknown;

  // Sent back by react-admin with the record; they are derived, not set.
  @Allow() id?: unknown;
  @Allow() logoUrl?: unknown;
  @Allow() heroImageUrl?: unknown;
  @Allow() privacyVersion?: unknown;
  @Allow() updatedAt?: unknown;
}
