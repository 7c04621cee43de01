/** What the financing example is worked out from; amounts in cents, rates in percent per year. */
export interface FinancingInput {
  totalCents: number;
  equityCents: number;
  interestPercent: number;
  termYears: number;
  /**
   * The initial repayment per year in percent of the loan (German "anfängliche Tilgung"). With it
   * the monthly rate is interest plus repayment, and the term is however long that takes;
   * without it the loan is paid off exactly over `termYears`.
   */
  repaymentPercent?: number | null;
}

export interface FinancingExample {
  loanCents: number;
  monthlyRateCents: number;
  /** Months until the loan is paid off (the last rate may be smaller). */
  months: number;
  totalInterestCents: number;
}

/** Longest term the example works out (50 years); a rate that never pays the loan off stops here. */
const MAX_MONTHS = 600;

/**
 * The monthly rate of an annuity loan: the same rate every month, interest charged monthly on what
 * is still owed (a twelfth of the yearly rate). With a repayment rate, the months are counted with
 * the interest rounded to whole cents month by month, the last rate paying what is left.
 */
export function financingExample(input: FinancingInput): FinancingExample {
  const loanCents = Math.max(0, Math.round(input.totalCents - input.equityCents));
  const monthly = input.interestPercent / 100 / 12;
  const byRepayment = input.repaymentPercent !== undefined && input.repaymentPercent !== null;
  const termMonths = Math.round(input.termYears * 12);
  const rate = byRepayment
    ? (loanCents * (input.interestPercent + (input.repaymentPercent ?? 0))) / 100 / 12
    : annuity(loanCents, monthly, termMonths);
  const monthlyRateCents = Math.round(rate);
  if (loanCents === 0 || monthlyRateCents <= 0)
    return { loanCents, monthlyRateCents: 0, months: 0, totalInterestCents: 0 };
  if (!byRepayment) {
    return {
      loanCents,
      monthlyRateCents,
      months: termMonths,
      totalInterestCents: monthlyRateCents * termMonths - loanCents,
    };
  }
  let owed = loanCents;
  let months = 0;
  let totalInterestCents = 0;
  while (owed > 0 && months < MAX_MONTHS) {
    const interest = Math.round(owed * monthly);
    totalInterestCents += interest;
    owed = Math.max(0, owed + interest - monthlyRateCents);
    months += 1;
  }
  return { loanCents, monthlyRateCents, months, totalInterestCents };
}

function annuity(loanCents: number, monthly: number, months: number): number {
  if (months <= 0) return 0;
  if (monthly === 0) return loanCents / months;
  return (loanCents * monthly) / (1 - (1 + monthly) ** -months);
}
