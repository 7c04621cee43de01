import { financingExample } from './financing.js';

const euros = (amount: number) => Math.round(amount * 100);

describe('financingExample', () => {
  it('gives the annuity of published examples (30 years at 3.5 %, 25 years at 5 %)', () => {
    const thirty = financingExample({
      totalCents: euros(300_000),
      equityCents: 0,
      interestPercent: 3.5,
      termYears: 30,
    });
    expect(thirty).toEqual({
      loanCents: euros(300_000),
      monthlyRateCents: euros(1_347.13),
      months: 360,
      totalInterestCents: euros(1_347.13) * 360 - euros(300_000),
    });
    const quarter = financingExample({ totalCents: euros(250_000), equityCents: 0, interestPercent: 5, termYears: 25 });
    expect(quarter.monthlyRateCents).toBe(euros(1_461.48));
  });

  it('borrows only what the equity does not cover', () => {
    const example = financingExample({
      totalCents: euros(420_000),
      equityCents: euros(120_000),
      interestPercent: 3.5,
      termYears: 30,
    });
    expect(example.loanCents).toBe(euros(300_000));
    expect(example.monthlyRateCents).toBe(euros(1_347.13));
  });

  it('with an initial repayment, pays interest plus repayment and counts the months it takes', () => {
    // 4 % interest and 2 % repayment on 200,000 €: 1,000 € a month, paid off after 27 years 7 months.
    const example = financingExample({
      totalCents: euros(200_000),
      equityCents: 0,
      interestPercent: 4,
      termYears: 30,
      repaymentPercent: 2,
    });
    expect(example.monthlyRateCents).toBe(euros(1_000));
    expect(example.months).toBe(331);
    expect(example.totalInterestCents).toBeGreaterThan(euros(130_000));
    expect(example.totalInterestCents).toBeLessThan(euros(131_000));
  });

  it('spreads the loan evenly without interest, and asks nothing when the equity covers all', () => {
    expect(financingExample({ totalCents: euros(120_000), equityCents: 0, interestPercent: 0, termYears: 10 })).toEqual(
      { loanCents: euros(120_000), monthlyRateCents: euros(1_000), months: 120, totalInterestCents: 0 },
    );
    expect(
      financingExample({ totalCents: euros(100_000), equityCents: euros(150_000), interestPercent: 3, termYears: 20 }),
    ).toEqual({ loanCents: 0, monthlyRateCents: 0, months: 0, totalInterestCents: 0 });
  });

  it('works in whole cents', () => {
    const example = financingExample({ totalCents: 33_333_333, equityCents: 1, interestPercent: 3.9, termYears: 27 });
    expect(Number.isInteger(example.monthlyRateCents)).toBe(true);
    expect(Number.isInteger(example.totalInterestCents)).toBe(true);
  });
});
