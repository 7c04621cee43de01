import { formatDecimalInput, formatEuros, type PlanFinancing } from '@hauskonfig/shared';
import { dePlanShare } from '../i18n/de-plan-share';

const years = (value: number) => dePlanShare.years(formatDecimalInput(value));

/**
 * The financing example's inputs as label and German text. With an initial repayment rate the
 * term is what that rate takes (the example's months), not the term the visitor left in the form.
 */
export function financingRows(financing: PlanFinancing): [string, string][] {
  const { example, repaymentPercent } = financing;
  const rows: [string, string][] = [
    [dePlanShare.equity, formatEuros(financing.equityCents)],
    [dePlanShare.interest, dePlanShare.percentPerYear(formatDecimalInput(financing.interestPercent))],
  ];
  if (repaymentPercent === null) rows.push([dePlanShare.term, years(financing.termYears)]);
  else {
    rows.push([dePlanShare.repayment, dePlanShare.percentPerYear(formatDecimalInput(repaymentPercent))]);
    if (example) rows.push([dePlanShare.term, dePlanShare.aboutYears(years(Math.round(example.months / 1.2) / 10))]);
  }
  if (example) rows.push([dePlanShare.loan, formatEuros(example.loanCents)]);
  return rows;
}
