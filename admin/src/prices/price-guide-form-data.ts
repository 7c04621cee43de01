import {
  type AdminPriceGuideDto,
  type ExtraCostRule,
  formatDecimalInput,
  parseDecimal,
  PropertyShape,
  type SavePriceGuideInput,
} from '@hauskonfig/shared';
import { centsValue, formatEuroInput } from '../forms/euro-amount';

/*
 * The price page's form holds text as typed (euros with a decimal comma, percent, years); the API
 * takes cents and numbers. The input names follow the DTO's paths (`extraCosts.1.byPlotShape.HILLSIDE`,
 * `financing.interestPercent`), so the API's field errors land at the inputs as they are.
 */

type ExtraCostKind = 'fixed' | 'byPlotShape';

export const PLOT_SHAPES = Object.values(PropertyShape);

export interface ExtraCostFormValue {
  name: string;
  note: string;
  kind: ExtraCostKind;
  fixedCents: string;
  byPlotShape: Record<PropertyShape, string>;
}

export interface PriceGuideFormValues {
  priceDate: string;
  disclaimer: string;
  extraCosts: ExtraCostFormValue[];
  /** Euros as typed by optional work id. */
  optionPrices: Record<string, string>;
  financing: {
    equityCents: string;
    interestPercent: string;
    termYears: string;
    repaymentPercent: string;
  };
}

/** A line added by "Baunebenkosten hinzufügen": a fixed amount until staff choose otherwise. */
export const newExtraCost = (): ExtraCostFormValue => ({
  name: '',
  note: '',
  kind: 'fixed',
  fixedCents: '',
  byPlotShape: Object.fromEntries(PLOT_SHAPES.map((shape) => [shape, ''])) as Record<PropertyShape, string>,
});

const euros = (cents: number | null | undefined) => (typeof cents === 'number' ? formatEuroInput(cents) : '');

function toExtraCostValue(rule: ExtraCostRule): ExtraCostFormValue {
  return {
    name: rule.name,
    note: rule.note ?? '',
    kind: rule.fixedCents === null && rule.byPlotShape !== null ? 'byPlotShape' : 'fixed',
    fixedCents: euros(rule.fixedCents),
    byPlotShape: Object.fromEntries(PLOT_SHAPES.map((shape) => [shape, euros(rule.byPlotShape?.[shape])])) as Record<
      PropertyShape,
      string
    >,
  };
}

/** The loaded price guide as the form's values. */
export function toFormValues(guide: AdminPriceGuideDto): PriceGuideFormValues {
  return {
    priceDate: guide.priceDate ?? '',
    disclaimer: guide.disclaimer,
    extraCosts: guide.extraCosts.map(toExtraCostValue),
    optionPrices: Object.fromEntries(Object.entries(guide.optionPrices).map(([id, cents]) => [id, euros(cents)])),
    financing: {
      equityCents: formatEuroInput(guide.financing.equityCents),
      interestPercent: formatDecimalInput(guide.financing.interestPercent),
      termYears: String(guide.financing.termYears),
      repaymentPercent:
        guide.financing.repaymentPercent === null ? '' : formatDecimalInput(guide.financing.repaymentPercent),
    },
  };
}

/** Inputs emptied by staff hold null (react-admin's parse); a missing one is empty too. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const decimal = (value: unknown): number | null => parseDecimal(text(value));

function toExtraCostRule(value: ExtraCostFormValue): ExtraCostRule {
  const common = { name: text(value.name), note: text(value.note) || null };
  if (value.kind !== 'byPlotShape') return { ...common, fixedCents: centsValue(value.fixedCents), byPlotShape: null };
  const amounts = PLOT_SHAPES.map((shape) => [shape, centsValue(value.byPlotShape?.[shape])] as const);
  // A shape without an amount is left out: "Preis auf Anfrage" on that plot.
  return {
    ...common,
    fixedCents: null,
    byPlotShape: Object.fromEntries(amounts.filter(([, cents]) => cents !== null)),
  };
}

/**
 * The body of PUT admin/price-guide. Validation has refused what is not a number before this
 * runs; the required financing values fall back to 0 only to keep the types whole.
 */
export function toSaveInput(values: PriceGuideFormValues): SavePriceGuideInput {
  const financing = values.financing;
  return {
    priceDate: text(values.priceDate) || null,
    disclaimer: text(values.disclaimer),
    extraCosts: (values.extraCosts ?? []).map(toExtraCostRule),
    optionPrices: Object.fromEntries(
      Object.entries(values.optionPrices ?? {}).map(([workId, amount]) => [workId, centsValue(amount)]),
    ),
    financing: {
      equityCents: centsValue(financing.equityCents) ?? 0,
      interestPercent: decimal(financing.interestPercent) ?? 0,
      termYears: decimal(financing.termYears) ?? 0,
      repaymentPercent: decimal(financing.repaymentPercent),
    },
  };
}
