import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { IsPhone } from '../../common/validation/is-phone.decorator.js';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { trim } from '../../common/validation/trim.js';

/** Multipart fields arrive as strings. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Staff usernames never contain ':', which keeps them apart from customer accounts. */
const USERNAME = /^[A-Za-z0-9._@-]+$/;

export class SaveContactPersonDto {
  @ApiProperty({ example: 'Anna Berger' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;

  @ApiProperty({ example: 'anna.berger@example.at' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: '+43 732 123456' })
  @Transform(trim)
  @IsPhone()
  @MaxLength(50)
  phoneNumber!: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  published?: boolean;

  @ApiPropertyOptional({ description: 'Login name for the admin area' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(3)
  @MaxLength(100)
  @Matches(USERNAME, { message: 'Der Benutzername darf nur Buchstaben, Ziffern und . _ @ - enthalten.' })
  username?: string;

  @ApiPropertyOptional({ format: 'password', description: 'New password (sets or replaces the login password)' })
  @IsOptional()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({
    format: 'password',
    description: "The acting staff member's own current password; required when the login is set up or changed",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Photo (required when creating)' })
  @IsOptional()
  image?: unknown;

  // Sent back by react-admin with the record; the id comes from the path.
  @Allow() id?: unknown;
  @Allow() imageUrl?: unknown;
  @Allow() imagePath?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
