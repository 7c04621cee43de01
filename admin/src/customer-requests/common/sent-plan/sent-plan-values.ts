import { formatDecimalInput, formatEuros, type PlanSnapshotDto } from '@hauskonfig/shared';

/** An amount of the sent plan, or the screen's "Preis auf Anfrage" where it had none: never "0 €". */
export const amountText = (cents: number | null, onRequest: string): string =>
  cents === null ? onRequest : formatEuros(cents);

/** A Preisstand (YYYY-MM-DD) as German staff read it, 27.11.2026; read as text, so no time zone shifts the day. */
export function formatPlanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return day && month && year ? `${day}.${month}.${year}` : date;
}

/** A rate in percent per year, with a decimal comma: "3,5 % p. a.". */
export const percentText = (percent: number): string => `${formatDecimalInput(percent)}\u00a0% p.\u00a0a.`;

/** A term of months as whole years and the months left over. */
export const yearsAndMonths = (months: number) => ({ years: Math.floor(months / 12), months: months % 12 });

type PriceLineKind = 'house' | 'stage' | 'options' | 'extraCost' | 'total';

export interface PriceLine {
  kind: PriceLineKind;
  /** The extra cost's name (and note); the other lines are named by the screen. */
  name?: string;
  note?: string | null;
  cents: number | null;
}

/** house + Ausbaustufe + Zusatzoptionen + every Baunebenkosten line = Gesamt, as the snapshot holds them. */
export function priceLines(prices: PlanSnapshotDto['prices']): PriceLine[] {
  return [
    { kind: 'house', cents: prices.houseCents },
    { kind: 'stage', cents: prices.stageCents },
    { kind: 'options', cents: prices.optionsCents },
    ...prices.extraCosts.map((line) => ({ kind: 'extraCost' as const, ...line })),
    { kind: 'total', cents: prices.totalCents },
  ];
}

/** The sent plan's PDF ("Ihre Hausplanung"), public by its unguessable token. */
export const planPdfUrl = (token: string): string => `/api/v1/plan-shares/${encodeURIComponent(token)}/pdf`;
