import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_HOUSE_ORIENTATION,
  type HouseOrientation,
  type PersonalInfoInput,
  type SavedPlanContent,
  type SunDatePreset,
} from '@hauskonfig/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalHouseHeading, IsOptionalSunDate } from '../../common/validation/house-orientation.decorators.js';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { FinancingDefaultsDto, financingInputs } from '../../price-guide/dto/financing-defaults.dto.js';

/** As many works as a request may name (IncomingRequestDto). */
const MAX_SAVED_WORKS = 200;

/**
 * The personal info as far as it is typed: a plan may be saved before the form is filled, so no
 * field is required and none is checked for form (an e-mail address may be half typed). The
 * lengths and the single-line rule are those of a request, so whatever restores can be sent.
 */
export class SavedPersonalInfoDto implements Partial<PersonalInfoInput> {
  @ApiPropertyOptional({ example: 'maria.muster@example.at' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: 'Maria' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  firstname?: string;

  @ApiPropertyOptional({ example: 'Muster' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  lastname?: string;

  @ApiPropertyOptional({ example: '+43 660 1234567' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(50)
  phoneNumber?: string;

  @ApiPropertyOptional({ example: 'Linz' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(200)
  place?: string;

  @ApiPropertyOptional({ example: '1287/4' })
  @IsOptional()
  @IsString()
  @IsSingleLine()
  @MaxLength(100)
  propertyNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;
}

/** SavedPlanContent as sent: its personal info as typed so far, its orientation left out by older clients. */
export class SavedPlanContentDto
  implements Omit<SavedPlanContent, 'personalInfo' | keyof HouseOrientation>, Partial<HouseOrientation>
{
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  @ValidateIf((content: SavedPlanContentDto) => content.houseId !== null)
  @IsUUID()
  houseId!: string | null;

  @ApiProperty()
  @IsBoolean()
  withoutTemplateHouse!: boolean;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  @ValidateIf((content: SavedPlanContentDto) => content.currentStageId !== null)
  @IsUUID()
  currentStageId!: string | null;

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMaxSize(MAX_SAVED_WORKS)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  selectedWorkIds!: string[];

  @ApiProperty({ type: SavedPersonalInfoDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SavedPersonalInfoDto)
  personalInfo!: SavedPersonalInfoDto;

  /** The 3D view as the visitor left it; a plan saved without it (older clients) keeps the default. */
  @IsOptionalHouseHeading()
  houseHeading?: number;

  @IsOptionalSunDate()
  sunDate?: SunDatePreset;

  @ApiPropertyOptional({
    type: FinancingDefaultsDto,
    nullable: true,
    description: "The financing example's inputs as the visitor changed them; null or left out: the defaults",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => FinancingDefaultsDto)
  financing?: FinancingDefaultsDto | null;
}

/** The content as stored and restored: exactly the known fields, the personal ones always present. */
export function savedPlanContent(dto: SavedPlanContentDto): SavedPlanContent {
  const info = dto.personalInfo;
  const personalInfo: PersonalInfoInput = {
    email: info.email ?? '',
    firstname: info.firstname ?? '',
    lastname: info.lastname ?? '',
    phoneNumber: info.phoneNumber ?? '',
    ...(info.place !== undefined ? { place: info.place } : {}),
    ...(info.propertyNumber !== undefined ? { propertyNumber: info.propertyNumber } : {}),
    ...(info.notes !== undefined ? { notes: info.notes } : {}),
  };
  return {
    houseId: dto.houseId,
    withoutTemplateHouse: dto.withoutTemplateHouse,
    currentStageId: dto.currentStageId,
    selectedWorkIds: dto.selectedWorkIds,
    personalInfo,
    houseHeading: dto.houseHeading ?? DEFAULT_HOUSE_ORIENTATION.houseHeading,
    sunDate: dto.sunDate ?? DEFAULT_HOUSE_ORIENTATION.sunDate,
    // Left out by older clients: the plan then starts from the staff's defaults.
    ...(dto.financing !== undefined ? { financing: dto.financing && financingInputs(dto.financing) } : {}),
  };
}
