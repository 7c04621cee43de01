import { ApiProperty } from '@nestjs/swagger';
import { ImageType, type DeleteImagesInput } from '@hauskonfig/shared';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsEnum, IsOptional, IsString, IsUUID, Matches } from 'class-validator';

export class ImageUploadDto {
  @ApiProperty({ format: 'uuid', description: 'The house' })
  @IsUUID()
  id!: string;

  @ApiProperty({ enum: ImageType, enumName: 'ImageType' })
  @IsEnum(ImageType)
  type!: ImageType;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'JPEG, PNG, WebP, AVIF or GIF',
  })
  @IsOptional()
  uploadedImages?: unknown;
}

export class DeleteImagesDto implements DeleteImagesInput {
  @ApiProperty({ format: 'uuid', description: 'The house' })
  @IsUUID()
  id!: string;

  @ApiProperty({ type: [String], description: 'Stored file names (the last segment of the image URLs)' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Matches(/^[0-9a-f-]{36}\.webp$/, { each: true, message: 'Unbekannter Dateiname.' })
  filenames!: string[];

  @ApiProperty({ enum: ImageType, enumName: 'ImageType' })
  @IsEnum(ImageType)
  type!: ImageType;
}
