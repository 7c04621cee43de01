import { ApiProperty } from '@nestjs/swagger';
import type { RefreshInput } from '@hauskonfig/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefreshDto implements RefreshInput {
  @ApiProperty({ description: 'The refresh token' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  token!: string;

  @ApiProperty({ description: "The user's username (the spec calls it email)" })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email!: string;
}
