import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefreshDto {
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
