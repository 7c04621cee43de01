import { PRICE_GUIDE_ROW_ID, type PriceGuide } from './price-guide.entity.js';

/** Until staff save prices (or the demo seeds them): no extra costs, a plain disclaimer, common loan terms. */
export const DEFAULT_PRICE_GUIDE: PriceGuide = {
  id: PRICE_GUIDE_ROW_ID,
  priceDate: null,
  disclaimer:
    'Alle Preise sind unverbindliche Richtpreise inklusive Umsatzsteuer und kein Angebot. Der endgültige Preis ' +
    'hängt von Grundstück, Ausführung und behördlichen Auflagen ab und wird im persönlichen Gespräch ermittelt.',
  extraCosts: [],
  financing: { equityCents: 6_000_000, interestPercent: 3.5, termYears: 30, repaymentPercent: null },
  updatedAt: new Date(0),
};
