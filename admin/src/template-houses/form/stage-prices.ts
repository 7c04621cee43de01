import { centsValue } from '../../forms/euro-amount';

/** Where the stage prices sit in the house form's values: `stagePrices.{stageId}` (cents or typed euros). */
export const STAGE_PRICES = 'stagePrices';

export const stagePriceSource = (stageId: string) => `${STAGE_PRICES}.${stageId}`;

/**
 * The body's `stagePrices` in cents, empty inputs as null ("Preis auf Anfrage"). Undefined when
 * the form has none (the stages never loaded and nothing was stored): then the house's stored
 * prices are left as they are rather than replaced by nothing.
 */
export function toStagePrices(value: unknown): Record<string, number | null> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([stageId, amount]) => [stageId, centsValue(amount)]));
}

/** The stage price inputs of the form's values, so the API's errors for them land there. */
export function stagePriceFields(values: Record<string, unknown>): string[] {
  const prices = values[STAGE_PRICES];
  return typeof prices === 'object' && prices !== null ? Object.keys(prices).map(stagePriceSource) : [];
}
