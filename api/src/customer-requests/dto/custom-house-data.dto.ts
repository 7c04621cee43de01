import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ConstructionMethod, PropertyShape, RoofShape, type CustomHouseDataDto } from '@hauskonfig/shared';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { HouseFieldsDto } from '../../houses/dto/house-fields.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The custom house's data sent with the request page's save; validated like a template house's. */
export class CustomHouseDataInput extends OmitType(HouseFieldsDto, ['contactPersonId'] as const) {
  @ApiProperty({ example: 'Stadtvilla Linz – Familie Muster' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;
}

/** The custom house's data as the request page shows it (GET by id only). */
export class CustomHouseDataResponse implements CustomHouseDataDto {
  @ApiProperty()
  name!: string;

  @ApiPropertyOptional({ enum: PropertyShape, enumName: 'PropertyShape', nullable: true })
  propertyShape!: PropertyShape | null;

  @ApiPropertyOptional({ enum: ConstructionMethod, enumName: 'ConstructionMethod', nullable: true })
  constructionMethod!: ConstructionMethod | null;

  @ApiPropertyOptional({ enum: RoofShape, enumName: 'RoofShape', nullable: true })
  roofShape!: RoofShape | null;

  @ApiPropertyOptional({ nullable: true, type: Number })
  sizeInSqm!: number | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  propertyNumber!: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Cadastral municipality' })
  location!: string | null;
}
