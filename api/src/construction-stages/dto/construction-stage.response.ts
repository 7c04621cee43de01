import { ApiProperty } from '@nestjs/swagger';
import { ConstructionWorkKind, type ConstructionStageDto, type ConstructionWorkDto } from '@hauskonfig/shared';

export class ConstructionWorkResponse implements ConstructionWorkDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Estrich' })
  name!: string;

  @ApiProperty({ nullable: true, type: String })
  description!: string | null;

  @ApiProperty({ enum: ConstructionWorkKind, enumName: 'ConstructionWorkKind' })
  kind!: ConstructionWorkKind;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Surcharge of an optional work in cents incl. VAT; null: included, or no price ("Preis auf Anfrage")',
  })
  priceCents!: number | null;
}

export class ConstructionStageResponse implements ConstructionStageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'schluesselfertig' })
  identifier!: string;

  @ApiProperty({ example: 'Schlüsselfertig' })
  name!: string;

  @ApiProperty({ nullable: true, type: String })
  description!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The stage this one includes' })
  constructionStageChildId!: string | null;

  @ApiProperty({ type: [ConstructionWorkResponse] })
  constructionWorks!: ConstructionWorkResponse[];
}
