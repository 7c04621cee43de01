import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminPriceGuideDto,
  ExtraCostRule,
  FinancingDefaults,
  PriceGuideDto,
  PropertyShape,
} from '@hauskonfig/shared';
import type { PriceGuide } from '../price-guide.entity.js';

class ExtraCostResponse implements ExtraCostRule {
  @ApiProperty({ example: 'Erdarbeiten' })
  name!: string;

  @ApiProperty({ nullable: true, type: String })
  note!: string | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Cents incl. VAT, the same for every plot' })
  fixedCents!: number | null;

  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Cents incl. VAT by plot shape (STRAIGHT, INCLINED, HILLSIDE); a shape not listed: no price',
  })
  byPlotShape!: Partial<Record<PropertyShape, number>> | null;
}

class FinancingDefaultsResponse implements FinancingDefaults {
  @ApiProperty({ example: 6000000 })
  equityCents!: number;

  @ApiProperty({ example: 3.5 })
  interestPercent!: number;

  @ApiProperty({ example: 30 })
  termYears!: number;

  @ApiProperty({ nullable: true, type: Number, example: 2 })
  repaymentPercent!: number | null;
}

export class PriceGuideResponse implements PriceGuideDto {
  @ApiProperty({ nullable: true, type: String, example: '2026-11-01', description: 'Preisstand' })
  priceDate!: string | null;

  @ApiProperty()
  disclaimer!: string;

  @ApiProperty({ type: [ExtraCostResponse] })
  extraCosts!: ExtraCostResponse[];

  @ApiProperty({ type: FinancingDefaultsResponse })
  financing!: FinancingDefaultsResponse;

  static from(row: PriceGuide): PriceGuideResponse {
    return {
      priceDate: row.priceDate,
      disclaimer: row.disclaimer,
      extraCosts: row.extraCosts,
      financing: row.financing,
    };
  }
}

export class AdminPriceGuideResponse extends PriceGuideResponse implements AdminPriceGuideDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', nullable: true },
    description: 'Surcharge in cents by optional work id; null: "Preis auf Anfrage"',
  })
  optionPrices!: Record<string, number | null>;

  @ApiProperty()
  updatedAt!: string;
}
