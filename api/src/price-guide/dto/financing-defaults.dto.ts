import { ApiProperty } from '@nestjs/swagger';
import type { FinancingDefaults } from '@hauskonfig/shared';
import { IsInt, IsNumber, Max, Min, ValidateIf } from 'class-validator';
import { MaxDecimalPlaces } from '../../common/validation/max-decimal-places.decorator.js';
import { IsCents } from './cents.decorator.js';

/** The financing example's inputs: staff's defaults, or what a visitor changed them to. */
export class FinancingDefaultsDto implements FinancingDefaults {
  @ApiProperty({ example: 6000000, description: 'Equity in cents' })
  @IsCents()
  equityCents!: number;

  @ApiProperty({ example: 3.5, description: 'Yearly interest rate in percent' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @MaxDecimalPlaces(3)
  @Min(0)
  @Max(20)
  interestPercent!: number;

  @ApiProperty({ example: 30 })
  @IsInt()
  @Min(1)
  @Max(50)
  termYears!: number;

  @ApiProperty({ nullable: true, type: Number, example: 2, description: 'Initial repayment in percent per year' })
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @MaxDecimalPlaces(3)
  @Min(0.1)
  @Max(20)
  repaymentPercent!: number | null;
}

/** Exactly the four inputs, as stored (a snapshot, a saved plan, the price guide): nothing else sent along. */
export const financingInputs = (financing: FinancingDefaults): FinancingDefaults => ({
  equityCents: financing.equityCents,
  interestPercent: financing.interestPercent,
  termYears: financing.termYears,
  repaymentPercent: financing.repaymentPercent,
});
