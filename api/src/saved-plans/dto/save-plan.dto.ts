import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SavedPlanContentDto } from './saved-plan-content.dto.js';

/** POST saved-plans. */
export class CreateSavedPlanDto {
  @ApiProperty({ type: SavedPlanContentDto })
  @IsDefined()
  // ValidateNested alone lets an array through (it checks each element, of which [] has none).
  @IsObject()
  @ValidateNested()
  @Type(() => SavedPlanContentDto)
  content!: SavedPlanContentDto;
}

/** PUT saved-plans/{code}: the newer state, with the secret the device got when it first saved. */
export class UpdateSavedPlanDto extends CreateSavedPlanDto {
  @ApiProperty({ description: 'editToken of the receipt' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  editToken!: string;
}
