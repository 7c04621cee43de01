/** German errors of the amount inputs (euros, percent, years), returned by their validators. */
export const AMOUNT_MESSAGES = {
  /** "289.000" could mean 289 € or 289.000 €, so dots between thousands are refused rather than guessed. */
  invalidEuros: 'Bitte geben Sie den Betrag in Euro ohne Tausenderpunkte ein, z. B. 289000 oder 289000,50.',
  negativeEuros: 'Der Betrag darf nicht negativ sein.',
  invalidPercent: 'Bitte geben Sie einen Prozentsatz wie 3,5 ein (höchstens drei Nachkommastellen, nicht negativ).',
  invalidYears: 'Bitte geben Sie eine ganze Zahl von Jahren zwischen 1 und 50 ein.',
} as const;
