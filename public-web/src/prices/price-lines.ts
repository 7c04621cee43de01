import type { ExtraCostLine } from '@hauskonfig/shared';
import { dePrices } from '../i18n/de-prices';

/** One line of a price breakdown: what it is, a note under it, its amount (null: "Preis auf Anfrage"). */
export interface PriceLine {
  /** Names the amount for the browser tests: `data-price="house"`. */
  key: string;
  label: string;
  note: string | null;
  cents: number | null;
}

const { extraCosts } = dePrices.breakdown;

/** The Baunebenkosten lines: each says it is one of them, unless its name says so already. */
export const extraCostLines = (lines: readonly ExtraCostLine[]): PriceLine[] =>
  lines.map((line, index) => ({
    key: `extra-${index}`,
    label: line.name,
    note: [line.name === extraCosts ? null : extraCosts, line.note].filter(Boolean).join(' · ') || null,
    cents: line.cents,
  }));
