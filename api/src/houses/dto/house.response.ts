import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ConstructionMethod,
  HouseKind,
  PropertyShape,
  RoofShape,
  type CatalogueHouseDto,
  type HouseAdminDto,
} from '@hauskonfig/shared';

/** A house as the catalogue and the customer see it. */
export class HouseResponse implements CatalogueHouseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: HouseKind, enumName: 'HouseKind' })
  kind!: HouseKind;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: PropertyShape, enumName: 'PropertyShape', nullable: true })
  propertyShape!: PropertyShape | null;

  @ApiProperty({ enum: ConstructionMethod, enumName: 'ConstructionMethod', nullable: true })
  constructionMethod!: ConstructionMethod | null;

  @ApiProperty({ enum: RoofShape, enumName: 'RoofShape', nullable: true })
  roofShape!: RoofShape | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Living area in m²' })
  sizeInSqm!: number | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  contactPersonId!: string | null;

  @ApiProperty({ nullable: true, type: String })
  propertyNumber!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Cadastral municipality' })
  location!: string | null;

  @ApiProperty()
  published!: boolean;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The standard 3D model, else the first' })
  defaultHouseViewId!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'URL of the preview image' })
  thumbnailUrl!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Guide prices in cents incl. VAT by construction stage id; a stage not listed: "Preis auf Anfrage"',
  })
  stagePrices!: Record<string, number>;
}

/** A row of the staff list: the house plus what the list shows about its files. */
export class HouseAdminResponse extends HouseResponse implements HouseAdminDto<Date> {
  @ApiProperty({ description: 'Number of 3D models' })
  houseViewCount!: number;

  @ApiProperty({ description: 'Number of reference images' })
  referenceImageCount!: number;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'Only on GET by id: for a custom house, the request it belongs to (edit it there)',
  })
  customerRequestId?: string | null;
}
