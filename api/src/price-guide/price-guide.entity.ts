import type { ExtraCostRule, FinancingDefaults } from '@hauskonfig/shared';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of the price guide (id 1); without it the defaults apply. */
export const PRICE_GUIDE_ROW_ID = 1;

/**
 * What every guide price is shown with: the Preisstand, the disclaimer, the extra building costs
 * and the financing example's defaults. The extra costs are one list staff save as a whole, read
 * with the row in one go, hence jsonb; the API checks their shape on every save.
 */
@Entity('price_guide')
@Check('CHK_price_guide_single_row', `"id" = ${PRICE_GUIDE_ROW_ID}`)
export class PriceGuide {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  /** Preisstand, YYYY-MM-DD. */
  @Column({ name: 'price_date', type: 'date', nullable: true })
  priceDate!: string | null;

  @Column({ type: 'text' })
  disclaimer!: string;

  @Column({ name: 'extra_costs', type: 'jsonb' })
  extraCosts!: ExtraCostRule[];

  @Column({ type: 'jsonb' })
  financing!: FinancingDefaults;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
