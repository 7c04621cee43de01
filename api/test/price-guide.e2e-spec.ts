import {
  ConstructionWorkKind,
  ErrorCode,
  formatEuros,
  PropertyShape,
  RequestStatus,
  type ConstructionStageDto,
  type PlanSnapshotDto,
  type SavePriceGuideInput,
} from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { House } from '../src/houses/house.entity.js';
import { PriceGuide } from '../src/price-guide/price-guide.entity.js';
import { bearer, staffSession, type Session } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { asRead, readPdf } from './support/read-pdf.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** Issue 26: prices staff keep, the guide price of a plan, and the snapshot a request keeps as sent. */
describe('price guide and plan snapshots', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let stages: ConstructionStageDto[];
  let houseId: string;
  /** The most complete stage (it includes the others) and the least complete one. */
  let topStage: ConstructionStageDto;
  let baseStage: ConstructionStageDto;
  let options: { id: string }[];

  const guide = (overrides: Partial<SavePriceGuideInput> = {}): SavePriceGuideInput => ({
    priceDate: '2026-11-01',
    disclaimer: 'Unverbindliche Richtpreise inkl. USt., kein Angebot.',
    extraCosts: [
      { name: 'Planung', note: 'Einreichplanung und Statik', fixedCents: 950_000, byPlotShape: null },
      {
        name: 'Erdarbeiten',
        note: null,
        fixedCents: null,
        byPlotShape: { [PropertyShape.STRAIGHT]: 1_200_000, [PropertyShape.HILLSIDE]: 3_800_050 },
      },
    ],
    financing: { equityCents: 8_000_000, interestPercent: 3.6, termYears: 30, repaymentPercent: null },
    optionPrices: { [options[0].id]: 290_000, [options[1].id]: 1_450_099 },
    ...overrides,
  });
  const admin = (method: 'get' | 'put' | 'post', url: string) => request(server)[method](url).set(bearer(staff));
  /** The works a visitor gets with a stage: its own and those of the stages it includes. */
  const includedWorkIds = (stage: ConstructionStageDto): string[] => {
    const ids: string[] = [];
    for (let current: ConstructionStageDto | undefined = stage; current;) {
      ids.push(...current.constructionWorks.filter((w) => w.kind === ConstructionWorkKind.OPTION).map((w) => w.id));
      current = stages.find((s) => s.id === current!.constructionStageChildId);
    }
    return ids;
  };

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    // The database is shared by the suites: start from an installation without prices.
    await t.dataSource.getRepository(PriceGuide).clear();
    await t.dataSource.query('UPDATE construction_works SET price_cents = NULL');
    staff = await staffSession(server, t.dataSource);
    stages = (await request(server).get('/api/v1/construction-stages').expect(200)).body;
    topStage = stages.find((s) => !stages.some((other) => other.constructionStageChildId === s.id))!;
    baseStage = stages.find((s) => s.constructionStageChildId === null)!;
    options = stages.flatMap((s) =>
      s.constructionWorks.filter((w) => w.kind === ConstructionWorkKind.ADDITIONAL_OPTION),
    );
    const house = await t.dataSource
      .getRepository(House)
      .save({ name: 'Preishaus', published: true, propertyShape: PropertyShape.STRAIGHT, sizeInSqm: 140 });
    houseId = house.id;
  });
  afterAll(() => t.close());

  it('answers the defaults before staff set prices: no extra costs, no surcharges, a disclaimer', async () => {
    const res = await request(server).get('/api/v1/price-guide').expect(200);
    expect(res.body).toMatchObject({
      priceDate: null,
      extraCosts: [],
      disclaimer: expect.stringContaining('unverbindlich'),
    });
    expect(res.body.financing).toMatchObject({ termYears: expect.any(Number), repaymentPercent: null });
    const works = stages.flatMap((s) => s.constructionWorks);
    expect(works.every((w) => w.priceCents === null)).toBe(true);
  });

  it('keeps what staff save and shows it to everyone: extra costs, Preisstand, surcharges in exact cents', async () => {
    const saved = await admin('put', '/api/v1/admin/price-guide').send(guide()).expect(200);
    expect(saved.body.optionPrices[options[1].id]).toBe(1_450_099);
    expect(saved.body.optionPrices[options[2].id]).toBeNull();
    const publicGuide = (await request(server).get('/api/v1/price-guide').expect(200)).body;
    expect(publicGuide).toEqual({
      priceDate: '2026-11-01',
      disclaimer: 'Unverbindliche Richtpreise inkl. USt., kein Angebot.',
      extraCosts: guide().extraCosts,
      financing: guide().financing,
    });
    const works = (await request(server).get('/api/v1/construction-stages').expect(200)).body.flatMap(
      (s: ConstructionStageDto) => s.constructionWorks,
    );
    expect(works.find((w: { id: string }) => w.id === options[0].id).priceCents).toBe(290_000);
    expect(works.find((w: { id: string }) => w.id === options[2].id).priceCents).toBeNull();
    // An included work never carries a surcharge: it is part of the stage's price.
    expect(
      works
        .filter((w: { kind: string }) => w.kind === ConstructionWorkKind.OPTION)
        .every((w: { priceCents: null }) => w.priceCents === null),
    ).toBe(true);
  });

  it('refuses bad prices with a German error at the field and keeps the saved ones', async () => {
    const both = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ extraCosts: [{ name: 'Beides', note: null, fixedCents: 100, byPlotShape: { STRAIGHT: 100 } }] }))
      .expect(400);
    expect(both.body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      errors: [{ field: 'extraCosts.0.fixedCents', messages: [expect.stringContaining('entweder')] }],
    });
    // Neither amount is allowed: the cost is "Preis auf Anfrage" on every plot.
    const unpriced = { name: 'Hausanschlüsse', note: null, fixedCents: null, byPlotShape: null };
    await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ extraCosts: [unpriced] }))
      .expect(200);
    await admin('put', '/api/v1/admin/price-guide').send(guide()).expect(200);
    const negative = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ extraCosts: [{ name: 'Minus', note: null, fixedCents: null, byPlotShape: { HILLSIDE: -5 } }] }))
      .expect(400);
    expect(negative.body.errors[0].field).toBe('extraCosts.0.byPlotShape.HILLSIDE');
    const fraction = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ optionPrices: { [options[0].id]: 12.5 } }))
      .expect(400);
    expect(fraction.body.errors).toEqual([{ field: `optionPrices.${options[0].id}`, messages: [expect.any(String)] }]);
    const included = stages[0].constructionWorks.find((w) => w.kind === ConstructionWorkKind.OPTION)!;
    const notOptional = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ optionPrices: { [included.id]: 100 } }))
      .expect(400);
    expect(notOptional.body.errors[0].field).toBe(`optionPrices.${included.id}`);
    const badDate = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ priceDate: '01.11.2026' }))
      .expect(400);
    expect(badDate.body.errors[0].field).toBe('priceDate');
    const interest = await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ financing: { equityCents: 0, interestPercent: 25, termYears: 30, repaymentPercent: null } }))
      .expect(400);
    expect(interest.body.errors[0].field).toBe('financing.interestPercent');
    expect((await request(server).get('/api/v1/price-guide')).body.extraCosts).toEqual(guide().extraCosts);
  });

  // Found by a review: class-validator counted decimals in the number's text, and "1e-7" has no
  // decimal point, so a rate that small answered 500 on every route that takes the financing inputs.
  it.each([
    ['interestPercent', 1e-7],
    ['interestPercent', 5e-324],
    ['repaymentPercent', 1e-7],
    ['interestPercent', 3.0001],
  ])('refuses %s %p with 400 at its field on all four routes that take the financing inputs', async (key, value) => {
    const financing = {
      equityCents: 5_000_000,
      interestPercent: 3.5,
      termYears: 25,
      repaymentPercent: 2,
      [key]: value,
    };
    const plan = { houseId, constructionWorkIds: includedWorkIds(baseStage), financing };
    const answers = [
      ['financing', await admin('put', '/api/v1/admin/price-guide').send(guide({ financing }))],
      ['financing', await request(server).post('/api/v1/plan-shares').send(plan)],
      [
        'content.financing',
        await request(server)
          .post('/api/v1/saved-plans')
          .send({
            content: {
              houseId,
              withoutTemplateHouse: false,
              currentStageId: baseStage.id,
              selectedWorkIds: [],
              personalInfo: {},
              financing,
            },
          }),
      ],
      [
        'financing',
        await request(server)
          .post('/api/v1/customer-requests/incoming')
          .send({
            email: 'maria.muster@example.at',
            firstname: 'Maria',
            lastname: 'Muster',
            phoneNumber: '+43 660 1234567',
            ...plan,
            ...(await privacyConsent(server)),
          }),
      ],
    ] as const;
    for (const [parent, res] of answers) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: ErrorCode.VALIDATION_FAILED });
      expect(res.body.errors.map((error: { field: string }) => error.field)).toContain(`${parent}.${key}`);
    }
  });

  it('saves a house’s stage prices with the house, shows them in the catalogue and refuses unknown stages', async () => {
    const base = { name: 'Preishaus' };
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await admin('put', `/api/v1/admin/houses/templates/${houseId}`)
      .send({ ...base, stagePrices: { [unknown]: 100 } })
      .expect(400);
    expect(refused.body.errors[0].field).toBe(`stagePrices.${unknown}`);
    const saved = await admin('put', `/api/v1/admin/houses/templates/${houseId}`)
      .send({ ...base, stagePrices: { [baseStage.id]: 21_700_000, [topStage.id]: 34_300_000 } })
      .expect(200);
    expect(saved.body.stagePrices).toEqual({ [baseStage.id]: 21_700_000, [topStage.id]: 34_300_000 });
    // Saving the house without stagePrices keeps them; null removes one.
    await admin('put', `/api/v1/admin/houses/templates/${houseId}`)
      .send({ ...base, location: 'Urfahr' })
      .expect(200);
    const catalogue = (await request(server).get('/api/v1/houses/templates').expect(200)).body;
    expect(catalogue.find((h: { id: string }) => h.id === houseId).stagePrices).toEqual({
      [baseStage.id]: 21_700_000,
      [topStage.id]: 34_300_000,
    });
  });

  it('shares a plan with its guide price: house + stage + options + extra costs for the plot, in exact cents', async () => {
    const workIds = [...includedWorkIds(topStage), options[0].id, options[1].id];
    const res = await request(server)
      .post('/api/v1/plan-shares')
      .send({
        houseId,
        constructionWorkIds: workIds,
        plotShape: PropertyShape.HILLSIDE,
        financing: { equityCents: 8_000_000, interestPercent: 3.5, termYears: 30, repaymentPercent: null },
      })
      .expect(201);
    const snapshot: PlanSnapshotDto = res.body.snapshot;
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(snapshot.stage).toEqual({ id: topStage.id, name: topStage.name });
    expect(snapshot.plotShape).toBe(PropertyShape.HILLSIDE);
    expect(snapshot.prices).toMatchObject({
      houseCents: 21_700_000,
      stageCents: 12_600_000,
      optionsCents: 290_000 + 1_450_099,
      extraCosts: [
        { name: 'Planung', note: 'Einreichplanung und Statik', cents: 950_000 },
        { name: 'Erdarbeiten', note: null, cents: 3_800_050 },
      ],
      extraCostsCents: 4_750_050,
      totalCents: 34_300_000 + 1_740_099 + 4_750_050,
      priceDate: '2026-11-01',
    });
    // 300.000 € at 3,5 % over 30 years is 1.347,13 € a month; here the loan is the total less equity.
    const loan = 34_300_000 + 1_740_099 + 4_750_050 - 8_000_000;
    expect(snapshot.financing?.example?.loanCents).toBe(loan);
    expect(snapshot.financing?.example?.months).toBe(360);
    expect(JSON.stringify(snapshot)).not.toMatch(/Maria|Muster/);
    const again = await request(server).get(`/api/v1/plan-shares/${res.body.token}`).expect(200);
    expect(again.body).toEqual(res.body);
  });

  it('says "Preis auf Anfrage" (null), never 0 €, when a part has no price', async () => {
    const middle = stages.find((s) => s.id !== topStage.id && s.id !== baseStage.id) ?? topStage;
    const onFlatPlot = await request(server)
      .post('/api/v1/plan-shares')
      .send({ houseId, constructionWorkIds: [...includedWorkIds(middle), options[2].id] })
      .expect(201);
    const prices = onFlatPlot.body.snapshot.prices;
    expect(onFlatPlot.body.snapshot.plotShape).toBe(PropertyShape.STRAIGHT);
    expect(prices.extraCosts[1].cents).toBe(1_200_000);
    expect(prices.optionsCents).toBeNull();
    if (middle !== topStage) expect(prices.stageCents).toBeNull();
    expect(prices.totalCents).toBeNull();
    const inclined = await request(server)
      .post('/api/v1/plan-shares')
      .send({ houseId, constructionWorkIds: includedWorkIds(baseStage), plotShape: PropertyShape.INCLINED })
      .expect(201);
    expect(inclined.body.snapshot.prices).toMatchObject({ stageCents: 0, extraCostsCents: null, totalCents: null });
    const withoutHouse = await request(server)
      .post('/api/v1/plan-shares')
      .send({ constructionWorkIds: includedWorkIds(baseStage), plotShape: PropertyShape.STRAIGHT })
      .expect(201);
    expect(withoutHouse.body.snapshot).toMatchObject({ house: null, prices: { houseCents: null, totalCents: null } });
  });

  it('downloads a shared plan as the PDF "Ihre Hausplanung" with its house, total and disclaimer', async () => {
    const share = await request(server)
      .post('/api/v1/plan-shares')
      .send({ houseId, constructionWorkIds: [...includedWorkIds(topStage), options[0].id] })
      .expect(201);
    const res = await request(server)
      .get(`/api/v1/plan-shares/${share.body.token}/pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Ihre-Hausplanung\.pdf"$/);
    const pdf = await readPdf(res.body as Buffer);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('Ihre Hausplanung');
    expect(pdf.text).toContain('Preishaus');
    expect(pdf.text).toContain(asRead(formatEuros(share.body.snapshot.prices.totalCents)));
    expect(pdf.text).toContain('kein Angebot');
    expect(pdf.text).toContain(`/plan/${share.body.token}`);
    await request(server).get('/api/v1/plan-shares/AAAAAAAAAAAAAAAAAAAAAA/pdf').expect(404);
  });

  it('answers an unknown or malformed share link with 404 PLAN_SHARE_NOT_FOUND', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'kurz', '%27%3B--'])
      expect((await request(server).get(`/api/v1/plan-shares/${token}`).expect(404)).body.code).toBe(
        ErrorCode.PLAN_SHARE_NOT_FOUND,
      );
  });

  it('keeps the request’s snapshot exactly as sent while prices, the house and the request change', async () => {
    const workIds = [...includedWorkIds(topStage), options[0].id];
    const sent = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send({
        email: 'maria.muster@example.at',
        firstname: 'Maria',
        lastname: 'Muster',
        phoneNumber: '+43 660 1234567',
        houseId,
        constructionWorkIds: workIds,
        plotShape: PropertyShape.HILLSIDE,
        financing: { equityCents: 5_000_000, interestPercent: 4, termYears: 25, repaymentPercent: 2 },
        ...(await privacyConsent(server)),
      })
      .expect(201);
    expect(sent.body.planShareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const before = (await admin('get', `/api/v1/admin/customer-requests/${sent.body.id}`).expect(200)).body;
    expect(before.planShareToken).toBe(sent.body.planShareToken);
    expect(before.snapshot).toMatchObject({
      house: { id: houseId, name: 'Preishaus' },
      stage: { id: topStage.id },
      plotShape: PropertyShape.HILLSIDE,
      financing: { equityCents: 5_000_000, interestPercent: 4, repaymentPercent: 2 },
      prices: { totalCents: 34_300_000 + 290_000 + 4_750_050, priceDate: '2026-11-01' },
    });
    expect(before.snapshot.financing.example.monthlyRateCents).toBe(
      Math.round(((34_300_000 + 290_000 + 4_750_050 - 5_000_000) * 6) / 100 / 12),
    );

    await admin('put', '/api/v1/admin/price-guide')
      .send(guide({ priceDate: '2027-01-01', extraCosts: [], optionPrices: {} }))
      .expect(200);
    await admin('put', `/api/v1/admin/houses/templates/${houseId}`)
      .send({ name: 'Preishaus Neu', stagePrices: { [topStage.id]: 39_900_000 } })
      .expect(200);
    await admin('put', `/api/v1/admin/customer-requests/${sent.body.id}`)
      .send({ ...before, lastName: 'Musterfrau', status: RequestStatus.IN_NEGOTIATION, snapshot: { forged: true } })
      .expect(200);

    const after = (await admin('get', `/api/v1/admin/customer-requests/${sent.body.id}`).expect(200)).body;
    expect(after.lastName).toBe('Musterfrau');
    expect(after.snapshot).toEqual(before.snapshot);
    const shared = await request(server).get(`/api/v1/plan-shares/${sent.body.planShareToken}`).expect(200);
    expect(shared.body.snapshot).toEqual(before.snapshot);
    // A new plan of the same house shows the new prices: only the snapshot stays as it was.
    const now = await request(server).post('/api/v1/plan-shares').send({ houseId, constructionWorkIds: workIds });
    expect(now.body.snapshot.prices).toMatchObject({ priceDate: '2027-01-01', optionsCents: null });
    expect(now.body.snapshot.house.name).toBe('Preishaus Neu');
  });
});
