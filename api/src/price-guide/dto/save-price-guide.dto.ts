import { ApiProperty } from '@nestjs/swagger';
import type { ExtraCostRule, SavePriceGuideInput } from '@hauskonfig/shared';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsSingleLine } from '../../common/validation/is-single-line.decorator.js';
import { IsCents } from './cents.decorator.js';
import { FinancingDefaultsDto } from './financing-defaults.dto.js';
import { trim } from '../../common/validation/trim.js';

/** Amounts of an extra cost by plot shape; a shape left out has no price. */
class PlotShapePricesDto {
  @IsOptional()
  @IsCents()
  STRAIGHT?: number;

  @IsOptional()
  @IsCents()
  INCLINED?: number;

  @IsOptional()
  @IsCents()
  HILLSIDE?: number;
}

export class ExtraCostDto implements ExtraCostRule {
  @ApiProperty({ example: 'Erdarbeiten' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  @MaxLength(200)
  name!: string;

  @ApiProperty({ nullable: true, type: String, example: 'Aushub und Abtransport' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(500)
  note!: string | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Cents, the same for every plot' })
  @ValidateIf((_, value) => value !== null)
  @IsCents()
  fixedCents!: number | null;

  @ApiProperty({ nullable: true, type: 'object', additionalProperties: { type: 'integer' } })
  @ValidateIf((_, value) => value !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => PlotShapePricesDto)
  byPlotShape!: PlotShapePricesDto | null;
}

/** PUT admin/price-guide: the whole price guide at once, as the admin page saves it. */
export class SavePriceGuideDto implements SavePriceGuideInput {
  @ApiProperty({ nullable: true, type: String, example: '2026-11-01', description: 'Preisstand' })
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true, strictSeparator: true })
  @MaxLength(10)
  priceDate!: string | null;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  disclaimer!: string;

  @ApiProperty({ type: [ExtraCostDto] })
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => ExtraCostDto)
  extraCosts!: ExtraCostDto[];

  @ApiProperty({ type: FinancingDefaultsDto })
  @ValidateNested()
  @Type(() => FinancingDefaultsDto)
  financing!: FinancingDefaultsDto;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', nullable: true },
    description: 'Surcharge in cents by optional work id; null or left out: "Preis auf Anfrage"',
  })
  @IsObject()
  optionPrices!: Record<string, number | null>;

  // The admin page may send back what it loaded; the time of the last change is the server's.
  @Allow() updatedAt?: unknown;
}
