import { ApiProperty, OmitType, PickType } from '@nestjs/swagger';
import {
  CUSTOM_HOUSE_FIELDS,
  type CustomHouseDataDto,
  type CustomHouseDataInput as CustomHouseDataPayload,
} from '@hauskonfig/shared';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { HouseFieldsDto } from '../../houses/dto/house-fields.dto.js';
import { HouseResponse } from '../../houses/dto/house.response.js';
import { trim } from '../../common/validation/trim.js';

/** The custom house's data sent with the request page's save; validated like a template house's. */
export class CustomHouseDataInput
  extends OmitType(HouseFieldsDto, ['contactPersonId'] as const)
  implements CustomHouseDataPayload
{
  @ApiProperty({ example: 'Stadtvilla Linz – Familie Muster' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;
}

/** The custom house's data as the request page shows it (GET by id only); documented as the house's. */
export class CustomHouseDataResponse
  extends PickType(HouseResponse, CUSTOM_HOUSE_FIELDS)
  implements CustomHouseDataDto {}
