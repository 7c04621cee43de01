import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { trim } from '../common/validation/trim.js';

export class DataSubjectQuery {
  @ApiProperty({ example: 'maria.muster@example.at' })
  // Pasted addresses often carry spaces; case is ignored by the look-up.
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;
}
