import { ConstructionMethod, PropertyShape, type ExtraCostRule, type FinancingDefaults } from '@hauskonfig/shared';
import type { DemoHouseSpec } from './demo-houses.data.js';

/**
 * Euros per m² of living area incl. VAT by construction stage, for a timber-frame house: the
 * bands Austrian and German prefab vendors publish for 2025/26 (Ausbauhaus about 1.400–1.800,
 * belagsfertig about 1.800–2.200, schlüsselfertig about 2.200–2.800 €/m²).
 */
const EUROS_PER_SQM: Record<string, number> = {
  ausbauhaus: 1_550,
  belagsfertig: 1_950,
  schluesselfertig: 2_450,
};

/** Solid construction (Massivbau) costs more than timber frame. */
const SOLID_FACTOR = 1.08;

/** The demo house's guide price in cents by stage identifier, rounded to whole 1.000 €. */
export function demoStagePrices(spec: Pick<DemoHouseSpec, 'sizeInSqm' | 'constructionMethod'>): Record<string, number> {
  const factor = spec.constructionMethod === ConstructionMethod.SOLID ? SOLID_FACTOR : 1;
  return Object.fromEntries(
    Object.entries(EUROS_PER_SQM).map(([stage, rate]) => [
      stage,
      Math.round((spec.sizeInSqm * rate * factor) / 1_000) * 1_000 * 100,
    ]),
  );
}

/** Surcharges of the optional works in cents by work identifier (the seeded stages' Zusatzoptionen). */
export const DEMO_OPTION_PRICES: Record<string, number> = {
  bodenplatte: 3_200_000,
  vordach: 290_000,
  wohnraumlueftung: 1_450_000,
  'pv-vorbereitung': 180_000,
  photovoltaik: 1_690_000,
  aussenjalousien: 1_140_000,
};

/** The demo vendor's price guide: Baunebenkosten as buyers meet them, earthworks by plot shape. */
export const DEMO_PRICE_GUIDE: {
  priceDate: string;
  disclaimer: string;
  extraCosts: ExtraCostRule[];
  financing: FinancingDefaults;
} = {
  priceDate: '2026-11-01',
  disclaimer:
    'Alle Preise sind unverbindliche Richtpreise in Euro inklusive 20 % Umsatzsteuer und kein Angebot. ' +
    'Baunebenkosten sind Erfahrungswerte und hängen von Grundstück, Gemeinde und Ausführung ab. ' +
    'Ihr verbindliches Angebot erstellen wir nach einem persönlichen Gespräch und der Besichtigung Ihres Grundstücks.',
  extraCosts: [
    {
      name: 'Planung und Baugenehmigung',
      note: 'Einreichplanung, Statik, Energieausweis und Gebühren',
      fixedCents: 950_000,
      byPlotShape: null,
    },
    { name: 'Bodengutachten', note: 'Baugrunduntersuchung mit Gutachten', fixedCents: 180_000, byPlotShape: null },
    { name: 'Vermessung', note: 'Lageplan und Absteckung des Hauses', fixedCents: 240_000, byPlotShape: null },
    {
      name: 'Hausanschlüsse',
      note: 'Strom, Wasser, Kanal und Telekommunikation; je nach Gemeinde',
      fixedCents: 1_400_000,
      byPlotShape: null,
    },
    {
      name: 'Erdarbeiten',
      note: 'Aushub, Abtransport und Geländeanpassung; am Hang mit Stützmauern',
      fixedCents: null,
      byPlotShape: {
        [PropertyShape.STRAIGHT]: 1_200_000,
        [PropertyShape.INCLINED]: 2_100_000,
        [PropertyShape.HILLSIDE]: 3_800_000,
      },
    },
  ],
  financing: { equityCents: 8_000_000, interestPercent: 3.6, termYears: 30, repaymentPercent: null },
};
