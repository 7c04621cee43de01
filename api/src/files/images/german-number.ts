/** A limit as German text: '20', '1,5' or, for tiny test limits, '0,002' rather than '0'. */
export const germanNumber = (value: number) =>
  value.toLocaleString('de-DE', value >= 1 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 2 });
