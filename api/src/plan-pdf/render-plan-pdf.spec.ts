import {
  ConstructionMethod,
  ConstructionWorkKind,
  PropertyShape,
  RoofShape,
  SunDatePreset,
  financingExample,
  formatEuros,
  priceBreakdown,
  type ExtraCostRule,
  type FinancingDefaults,
  type PlanSnapshotDto,
  type PlanWork,
} from '@hauskonfig/shared';
import sharp from 'sharp';
import { asRead, readPdf } from '../../test/support/read-pdf.js';
import { renderPlanPdf, type PlanPdfInput } from './render-plan-pdf.js';

const euros = (cents: number) => asRead(formatEuros(cents));

const image = (width: number, height: number, format: 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.8 } } })
    .toFormat(format)
    .toBuffer();

const STAGE_ID = 'stage-2';
const stagePrices = { 'stage-1': 28_900_000, [STAGE_ID]: 33_400_000 };
const financing: FinancingDefaults = {
  equityCents: 8_000_000,
  interestPercent: 3.5,
  termYears: 30,
  repaymentPercent: null,
};

const included = (name: string): PlanWork => ({ id: name, name, kind: ConstructionWorkKind.OPTION, priceCents: null });
const additional = (name: string, priceCents: number | null): PlanWork => ({
  id: name,
  name,
  kind: ConstructionWorkKind.ADDITIONAL_OPTION,
  priceCents,
});

const KNOWN_COST: ExtraCostRule = {
  name: 'Anschlussgebühren',
  note: 'Wasser, Kanal und Strom der Gemeinde',
  fixedCents: 1_850_000,
  byPlotShape: null,
};
/** Priced only for the flat plot: on a hillside it stays "Preis auf Anfrage". */
const HILLSIDE_UNKNOWN: ExtraCostRule = {
  name: 'Erdarbeiten',
  note: 'Aushub und Hinterfüllung, „je nach Boden“',
  fixedCents: null,
  byPlotShape: { [PropertyShape.STRAIGHT]: 1_200_000 },
};

const DISCLAIMER =
  'Alle Preise sind unverbindliche Richtpreise und ersetzen kein Angebot. Änderungen und Irrtümer vorbehalten; ' +
  'maßgeblich ist allein das schriftliche Angebot nach Besichtigung des Grundstücks.';

function snapshotFor(works: PlanWork[], plotShape: PropertyShape, extraCosts: ExtraCostRule[]): PlanSnapshotDto {
  const breakdown = priceBreakdown({
    stagePrices,
    stageId: STAGE_ID,
    optionPrices: works.filter((w) => w.kind === ConstructionWorkKind.ADDITIONAL_OPTION).map((w) => w.priceCents),
    extraCosts,
    plotShape,
  });
  const example =
    breakdown.totalCents === null ? null : financingExample({ ...financing, totalCents: breakdown.totalCents });
  return {
    takenAt: '2026-11-26T23:30:00.000Z',
    houseHeading: 180,
    sunDate: SunDatePreset.SUMMER,
    house: {
      id: 'h-1',
      name: 'Haus Sonnenblick „Familie“',
      constructionMethod: ConstructionMethod.WOODEN,
      roofShape: RoofShape.GABLE,
      sizeInSqm: 132.5,
      thumbnailUrl: null,
    },
    plotShape,
    stage: { id: STAGE_ID, name: 'Belagsfertig' },
    works,
    prices: { ...breakdown, priceDate: '2026-11-01', disclaimer: DISCLAIMER },
    financing: { ...financing, example },
    model: null,
    contactPerson: { name: 'Anna Österreicher', email: 'anna@example.at', phoneNumber: '+43 660 1234567' },
  };
}

const works = [
  included('Fenster mit Dreifachverglasung'),
  included('Fußbodenheizung im Erdgeschoß'),
  additional('Photovoltaikanlage 10 kWp', 1_290_000),
  additional('Kachelofen nach Wahl', null),
];

const vendor = {
  vendorName: 'Musterhaus Bau GmbH',
  websiteUrl: 'https://www.musterhaus.example',
  imprintText: [
    'Musterhaus Bau GmbH',
    'Hauptstraße 1\n4020 Linz\nÖsterreich',
    'Telefon: +43 732 900 100\nE-Mail: office@musterhaus.example',
    'Firmenbuchnummer: FN 123456a\nUID-Nummer: ATU12345678',
  ].join('\n\n'),
};

async function input(snapshot: PlanSnapshotDto, withImages = true): Promise<PlanPdfInput> {
  return {
    snapshot,
    vendor,
    previewImage: withImages ? await image(800, 500, 'webp') : null,
    floorPlans: withImages
      ? [
          { label: 'Erdgeschoß', image: await image(1200, 900, 'webp') },
          { label: 'Obergeschoß', image: await image(600, 900, 'png') },
        ]
      : [],
    shareUrl: withImages ? 'https://www.musterhaus.example/plan/abc123' : null,
  };
}

describe('renderPlanPdf', () => {
  it('prints the plan with an unknown extra cost as "Preis auf Anfrage" and the floor plans on pages of their own', async () => {
    const snapshot = snapshotFor(works, PropertyShape.HILLSIDE, [KNOWN_COST, HILLSIDE_UNKNOWN]);
    const pdf = await renderPlanPdf(await input(snapshot));
    const { pages, text, info } = await readPdf(pdf);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-2)).toContain('Grundriss: Erdgeschoß');
    expect(pages.at(-1)).toContain('Grundriss: Obergeschoß');
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('Musterhaus Bau GmbH');
    });
    expect(info).toMatchObject({ Title: 'Ihre Hausplanung', Author: 'Musterhaus Bau GmbH' });
    expect(pdf.toString('latin1')).toContain('/Lang (de-DE)');

    expect(text).toContain('Ihre Hausplanung');
    // Taken at 00:30 in Vienna: that day, not the UTC day before.
    expect(text).toContain('Erstellt am 27.11.2026');
    expect(text).toContain('Haus Sonnenblick „Familie“');
    expect(text).toContain('Holzbau');
    expect(text).toContain('Satteldach');
    expect(text).toContain('132,5 m²');
    expect(text).toContain('Hanglage');
    expect(text).toContain('Vorderseite nach Süden (180°)');
    expect(text).toContain('Online ansehen: https://www.musterhaus.example/plan/abc123');
    expect(text).toContain('Fußbodenheizung im Erdgeschoß');
    expect(formatEuros(28_900_000)).toBe('289.000\u00a0€');
    expect(text).toContain(euros(28_900_000));
    expect(text).toContain(euros(4_500_000));
    expect(text).toContain(euros(1_290_000));
    expect(text).toContain(euros(1_850_000));
    expect(text).toContain('Wasser, Kanal und Strom der Gemeinde');
    expect(text).toContain('Aushub und Hinterfüllung, „je nach Boden“');
    // The unpriced option, the options' sum, the unknown hillside cost and the total.
    expect(text.match(/Preis auf Anfrage/g)?.length).toBe(4);
    expect(text).not.toMatch(/(^|[^\d.])0 €/);
    expect(text).toContain('inkl. USt.');
    expect(text).toContain('Preisstand: 01.11.2026');
    expect(text.replace(/\s+/g, ' ')).toContain(DISCLAIMER);
    // Heading and notice on one page: the example is never shown without its "not an offer".
    expect(pages.find((page) => page.includes('Finanzierungsbeispiel'))).toContain(
      'Beispielrechnung, kein Finanzierungsangebot',
    );
    expect(text).not.toContain('Monatsrate');
    expect(text).toContain('Anna Österreicher');
    expect(text).toContain('anna@example.at');
    expect(text).toContain('Hauptstraße 1\n4020 Linz');
    expect(text).toContain('office@musterhaus.example');
    expect(text).not.toContain('ATU12345678');
  });

  it('prints the financing example once every price is known', async () => {
    const snapshot = snapshotFor(works.slice(0, 3), PropertyShape.STRAIGHT, [KNOWN_COST, HILLSIDE_UNKNOWN]);
    const example = snapshot.financing!.example!;
    const { text } = await readPdf(await renderPlanPdf(await input(snapshot, false)));

    expect(text).toContain(euros(snapshot.prices.totalCents!));
    expect(text).not.toContain('Preis auf Anfrage');
    expect(text).toContain('Eigenkapital');
    expect(text).toContain(euros(80_000_00));
    expect(text).toContain(euros(example.loanCents));
    expect(text).toContain('3,5 % p. a.');
    expect(text).toContain('30 Jahre');
    expect(text).toContain(`Monatsrate`);
    expect(text).toContain(euros(example.monthlyRateCents));
    expect(text).toContain(euros(example.totalInterestCents));
  });

  it('prints how long paying off takes when the visitor chose an initial repayment rate', async () => {
    const snapshot = snapshotFor(works.slice(0, 3), PropertyShape.STRAIGHT, [KNOWN_COST]);
    const byRepayment = { ...financing, repaymentPercent: 2 };
    const example = financingExample({ ...byRepayment, totalCents: snapshot.prices.totalCents! });
    snapshot.financing = { ...byRepayment, example };
    const { text } = await readPdf(await renderPlanPdf(await input(snapshot, false)));

    expect(example.months).toBe(348);
    expect(text).toContain('Anfängliche Tilgung 2 % p. a.');
    expect(text).toContain('Dauer bis zur Tilgung 29 Jahre');
    expect(text).not.toContain('Laufzeit');
    expect(text).toContain(euros(example.monthlyRateCents));
  });

  it('gives the same file for the same plan, whenever it is rendered', async () => {
    const planInput = await input(snapshotFor(works, PropertyShape.HILLSIDE, [KNOWN_COST]));
    const first = await renderPlanPdf(planInput);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await renderPlanPdf(planInput)).equals(first)).toBe(true);
  });

  it('prints a plan without house, prices or financing', async () => {
    const bare: PlanSnapshotDto = {
      takenAt: '2026-11-27T10:00:00.000Z',
      houseHeading: 0,
      sunDate: SunDatePreset.SPRING,
      house: null,
      plotShape: null,
      stage: null,
      works: [],
      prices: {
        houseCents: null,
        stageCents: null,
        optionsCents: 0,
        extraCosts: [],
        extraCostsCents: 0,
        totalCents: null,
        priceDate: null,
        disclaimer: '',
      },
      financing: null,
      model: null,
      contactPerson: null,
    };
    const { pages, text } = await readPdf(await renderPlanPdf(await input(bare, false)));

    expect(pages).toHaveLength(1);
    expect(text).toContain('Ihre Hausplanung');
    expect(text).toContain('Ohne Musterhaus geplant');
    expect(text).toContain('Preis auf Anfrage');
    expect(text).not.toContain('Finanzierungsbeispiel');
    expect(text).not.toContain('Preisstand');
  });

  const manyWorks = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      index % 2 === 0
        ? included(`Leistung ${index + 1}: Ausführung laut Bau- und Leistungsbeschreibung mit längerem Text`)
        : additional(`Zusatzoption ${index + 1}`, index % 4 === 1 ? null : 100_000 * index),
    );
  const render = async (planWorks: PlanWork[]) =>
    readPdf(await renderPlanPdf(await input(snapshotFor(planWorks, PropertyShape.STRAIGHT, [KNOWN_COST]), false)));

  it('breaks a long list of works over pages', async () => {
    const few = await render(works);
    const long = await render(manyWorks(40));

    expect(long.pages.length).toBeGreaterThan(few.pages.length);
    expect(long.text).toContain('Leistung 39: Ausführung');
    expect(long.text).toContain('Zusatzoption 40');
    expect(long.text).toContain('Zusatzoptionen (Fortsetzung)');
  });

  it('never leaves a heading alone at the foot of a page', async () => {
    const headings = new Set([
      'Ihr Haus im Überblick',
      'Ausbaustufe und Leistungen',
      'Enthaltene Leistungen',
      'Zusatzoptionen',
      'Richtpreis',
      'Baunebenkosten',
      'Finanzierungsbeispiel',
      'Ihre Ansprechperson',
      'Anbieter',
    ]);
    // Lists of different lengths put the page break at every kind of place.
    for (let count = 30; count <= 50; count += 2) {
      const { pages } = await render(manyWorks(count));
      for (const page of pages) {
        // The page's text ends with its header and footer, drawn last.
        const lastContentLine = page.trim().split('\n').at(-3) ?? '';
        expect(headings.has(lastContentLine.replace(' (Fortsetzung)', ''))).toBe(false);
      }
    }
  });
});
