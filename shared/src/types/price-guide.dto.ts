import type { ExtraCostRule } from '../rules/price-guide.js';

/** The financing example's starting values staff set; the visitor changes them freely. */
export interface FinancingDefaults {
  equityCents: number;
  /** Yearly interest rate in percent, e.g. 3.5. */
  interestPercent: number;
  termYears: number;
  /** Initial repayment in percent per year; null: the loan is paid off over the term. */
  repaymentPercent: number | null;
}

/**
 * GET price-guide (public): what the flow's prices need besides the houses' stage prices
 * (CatalogueHouseDto.stagePrices) and the optional works' surcharges (ConstructionWorkDto.priceCents).
 */
export interface PriceGuideDto {
  /** Preisstand: the date (YYYY-MM-DD) the prices hold for; null: not set. */
  priceDate: string | null;
  /** Shown with every price: the prices are non-binding guidance, not an offer. */
  disclaimer: string;
  /** Baunebenkosten, in the order staff put them. */
  extraCosts: ExtraCostRule[];
  financing: FinancingDefaults;
}

/** GET/PUT admin/price-guide: the public part plus the surcharges of the optional works. */
export interface AdminPriceGuideDto extends PriceGuideDto {
  /** Surcharge in cents by optional work id; null: no price ("Preis auf Anfrage"). */
  optionPrices: Record<string, number | null>;
  /** ISO 8601 timestamp of the last change. */
  updatedAt: string;
}

/** Body of PUT admin/price-guide: everything at once (the page saves it as one form). */
export type SavePriceGuideInput = Omit<AdminPriceGuideDto, 'updatedAt'>;
