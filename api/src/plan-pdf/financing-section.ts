import { formatEuros, type PlanFinancing } from '@hauskonfig/shared';
import { sectionGap } from './plan-pdf-layout.js';
import { rowsWithHeading, type Row } from './plan-pdf-rows.js';
import { formatMonths, formatPercentPerYear, formatYears } from './plan-pdf-format.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';

/**
 * The visitor's inputs and what they come to. With an initial repayment rate the term is a result
 * (how long paying off takes), without one it is an input.
 */
function financingRows(financing: PlanFinancing): Row[] {
  const { example } = financing;
  const amount = (label: string, cents: number): Row => ({ label, value: formatEuros(cents) });
  const fact = (label: string, value: string): Row => ({ label, value });
  const rows = [amount(M.equity, financing.equityCents)];
  if (example !== null) rows.push(amount(M.loan, example.loanCents));
  rows.push(fact(M.interest, formatPercentPerYear(financing.interestPercent)));
  if (financing.repaymentPercent === null) {
    rows.push(fact(M.term, formatYears(financing.termYears)));
  } else {
    rows.push(fact(M.repayment, formatPercentPerYear(financing.repaymentPercent)));
    if (example !== null) rows.push(fact(M.payoffTime, formatMonths(example.months)));
  }
  if (example !== null) {
    rows.push({ ...amount(M.monthlyRate, example.monthlyRateCents), strong: true });
    rows.push(amount(M.totalInterest, example.totalInterestCents));
  }
  return rows;
}

/** "Finanzierungsbeispiel", marked right under its heading as an example calculation, not an offer. */
export function financingSection(doc: PDFKit.PDFDocument, financing: PlanFinancing | null): void {
  if (financing === null) return;
  const notice: Row = { label: M.financingNotice, small: true };
  const rows = [notice, ...financingRows(financing)];
  if (financing.example === null) rows.push({ label: M.financingWithoutTotal, small: true });
  rowsWithHeading(doc, M.financing, 'heading', rows);
  sectionGap(doc);
}
