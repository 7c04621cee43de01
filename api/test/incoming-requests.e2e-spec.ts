import {
  ConstructionWorkKind,
  ERROR_MESSAGES,
  ErrorCode,
  FOLLOW_UP_PROMISE,
  includedWorks,
  RequestStatus,
  selectStageWorkIds,
  SunDatePreset,
  type ConstructionStageDto,
} from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { RequestStatusChange } from '../src/customer-requests/request-status-change.entity.js';
import { RequestWork } from '../src/customer-requests/request-work.entity.js';
import { House } from '../src/houses/house.entity.js';
import { MailOutbox } from '../src/mail/mail-outbox.entity.js';
import { VendorSettingsService } from '../src/vendor-settings/vendor-settings.service.js';
import { bearer, staffSession } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { TestApp, createTestApp } from './support/test-app.js';

describe('incoming requests', () => {
  let t: TestApp;
  let server: App;
  let workIds: string[];
  let houseId: string;
  let consent: { privacyConsent: true; privacyVersion: number };

  beforeAll(async () => {
    t = await createTestApp({ REQUESTS_PER_IP_PER_HOUR: '20' });
    server = t.app.getHttpServer();
    const stages: ConstructionStageDto[] = (await request(server).get('/api/v1/construction-stages').expect(200)).body;
    // The first stage as it comes, without its Zusatzoptionen.
    workIds = includedWorks(stages, stages.find((stage) => stage.constructionStageChildId === null)!.id).map(
      (work) => work.id,
    );
    const person = await t.dataSource
      .getRepository(ContactPerson)
      .save({ name: 'Anna Berger', email: 'anna@example.at', phoneNumber: '0732 123456', published: true });
    const house = await t.dataSource
      .getRepository(House)
      .save({ name: 'Anfragehaus', published: true, contactPersonId: person.id });
    houseId = house.id;
    consent = await privacyConsent(server);
  });
  afterAll(() => t.close());

  const body = (overrides: object = {}) => ({
    email: 'maria.muster@example.at',
    firstname: 'Maria',
    lastname: 'Muster',
    phoneNumber: '+43 660 1234567',
    place: 'Linz',
    notes: 'Bitte am Nachmittag anrufen.',
    houseId,
    constructionWorkIds: workIds,
    ...consent,
    ...overrides,
  });
  const count = async (id: string) => ({
    works: await t.dataSource.getRepository(RequestWork).countBy({ customerRequestId: id }),
    changes: await t.dataSource.getRepository(RequestStatusChange).countBy({ customerRequestId: id }),
    mails: await t.dataSource.getRepository(MailOutbox).findBy({ customerRequestId: id }),
  });

  it('stores the request with its works, first status and both German mails', async () => {
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(201);
    expect(res.body).toMatchObject({ id: expect.any(String), status: RequestStatus.NEW });
    const stored = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: res.body.id });
    expect(stored).toMatchObject({
      fullName: 'Maria Muster',
      houseId,
      status: RequestStatus.NEW,
      contactPersonId: expect.any(String),
    });
    expect(stored.privacyVersion).toBe(consent.privacyVersion);
    expect(stored.privacyConsentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const { works, changes, mails } = await count(res.body.id);
    expect(works).toBe(workIds.length);
    expect(changes).toBe(1);
    expect(mails.map((m) => m.template).sort()).toEqual(['request-confirmation', 'request-notice']);
    const confirmation = mails.find((m) => m.template === 'request-confirmation')!;
    expect(confirmation.toAddress).toBe('maria.muster@example.at');
    expect(confirmation.textBody).toContain(FOLLOW_UP_PROMISE);
    expect(mails.find((m) => m.template === 'request-notice')!.toAddress).toBe('anna@example.at');
  });

  it('shows staff when and to which privacy text the visitor consented; requests staff enter have neither', async () => {
    const staff = await staffSession(server, t.dataSource);
    const created = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(201);
    const row = (
      await request(server).get(`/api/v1/admin/customer-requests/${created.body.id}`).set(bearer(staff)).expect(200)
    ).body;
    expect(row.privacyVersion).toBe(consent.privacyVersion);
    expect(Date.parse(row.privacyConsentAt)).toBeGreaterThan(Date.now() - 60_000);
    const list = await request(server)
      .get(`/api/v1/admin/customer-requests?filter=${encodeURIComponent(JSON.stringify({ id: [created.body.id] }))}`)
      .set(bearer(staff))
      .expect(200);
    expect(list.body[0]).toMatchObject({
      privacyConsentAt: row.privacyConsentAt,
      privacyVersion: consent.privacyVersion,
    });
    const entered = await request(server)
      .post('/api/v1/admin/customer-requests')
      .set(bearer(staff))
      .send({ firstName: 'Mia', lastName: 'Telefon', email: 'mia@example.at', phoneNumber: '0664 1234567' })
      .expect(201);
    expect(entered.body).toMatchObject({ privacyConsentAt: null, privacyVersion: null });
    const edited = await request(server)
      .put(`/api/v1/admin/customer-requests/${entered.body.id}`)
      .set(bearer(staff))
      .send({ ...entered.body, privacyConsentAt: new Date().toISOString(), privacyVersion: 7, houseHeading: 90 })
      .expect(200);
    expect(edited.body).toMatchObject({ privacyConsentAt: null, privacyVersion: null });
    // The orientation is the visitor's: a request staff entered keeps the default view.
    expect(edited.body).toMatchObject({ houseHeading: 180, sunDate: SunDatePreset.SUMMER });
  });

  it("keeps the 3D view the visitor sent and shows it to staff; an older client's request faces south on midsummer", async () => {
    const staff = await staffSession(server, t.dataSource);
    const admin = async (id: string) =>
      (await request(server).get(`/api/v1/admin/customer-requests/${id}`).set(bearer(staff)).expect(200)).body;

    const turned = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ houseHeading: 270, sunDate: SunDatePreset.WINTER }))
      .expect(201);
    const stored = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: turned.body.id });
    expect(stored).toMatchObject({ houseHeading: 270, sunDate: SunDatePreset.WINTER });
    expect(await admin(turned.body.id)).toMatchObject({ houseHeading: 270, sunDate: SunDatePreset.WINTER });
    const list = await request(server)
      .get(`/api/v1/admin/customer-requests?filter=${encodeURIComponent(JSON.stringify({ id: [turned.body.id] }))}`)
      .set(bearer(staff))
      .expect(200);
    expect(list.body[0]).toMatchObject({ houseHeading: 270, sunDate: SunDatePreset.WINTER });

    const older = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(201);
    expect(await admin(older.body.id)).toMatchObject({ houseHeading: 180, sunDate: SunDatePreset.SUMMER });
  });

  it.each([
    ['a heading between the compass steps', { houseHeading: 100 }, 'houseHeading'],
    ['a heading of a full turn', { houseHeading: 360 }, 'houseHeading'],
    ['a heading with decimals', { houseHeading: 22.5 }, 'houseHeading'],
    ['a heading as text', { houseHeading: 'Süden' }, 'houseHeading'],
    ['a date that is no preset', { sunDate: 'AUTUMN' }, 'sunDate'],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_label, change, field) => {
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
    expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
  });

  it("stores the stage that includes the others as the request's stage", async () => {
    const stages = (await request(server).get('/api/v1/construction-stages').expect(200)).body as {
      id: string;
      constructionStageChildId: string | null;
      constructionWorks: { id: string }[];
    }[];
    const outer = stages.find((stage) => stage.constructionStageChildId !== null)!;
    const inner = stages.find((stage) => stage.id === outer.constructionStageChildId)!;
    // The included stage's works first, as the database may well list them.
    const works = [...inner.constructionWorks, ...outer.constructionWorks].map((work) => work.id);
    const res = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ constructionWorkIds: works }))
      .expect(201);
    const stored = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: res.body.id });
    expect(stored.constructionStageId).toBe(outer.id);
  });

  it('refuses with 400 INCLUDED_WORK_MISSING a plan without works its stage includes, as request or share', async () => {
    const stages: ConstructionStageDto[] = (await request(server).get('/api/v1/construction-stages').expect(200)).body;
    const outer = stages.find((stage) => stage.constructionStageChildId !== null)!;
    // Two works of the stage it includes ("Estrich" and "Fußbodenheizung" in the demo data).
    const left = includedWorks(stages, outer.constructionStageChildId!).slice(0, 2);
    const chosen = selectStageWorkIds(stages, outer.id).filter((id) => !left.some((work) => work.id === id));
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const res = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ constructionWorkIds: chosen }))
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.INCLUDED_WORK_MISSING });
    expect(res.body.message).toBe(
      `Im Preis der Ausbaustufe „${outer.name}“ enthalten, daher nicht abwählbar: „${left[0]!.name}“, „${left[1]!.name}“. ` +
        'Bitte wählen Sie diese Leistungen wieder aus oder eine kleinere Ausbaustufe.',
    );
    expect(res.body.errors).toEqual([{ field: 'constructionWorkIds', messages: [res.body.message] }]);
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);

    const share = await request(server).post('/api/v1/plan-shares').send({ houseId, constructionWorkIds: chosen });
    expect(share.status).toBe(400);
    expect(share.body.code).toBe(ErrorCode.INCLUDED_WORK_MISSING);

    // Leaving out Zusatzoptionen is the visitor's choice.
    const withoutOptions = selectStageWorkIds(stages, outer.id).filter((id) =>
      stages.some((stage) =>
        stage.constructionWorks.some((work) => work.id === id && work.kind === ConstructionWorkKind.OPTION),
      ),
    );
    await request(server)
      .post('/api/v1/plan-shares')
      .send({ houseId, constructionWorkIds: withoutOptions })
      .expect(201);
  });

  it('accepts a request without a template house; a published contact person takes it', async () => {
    const res = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ houseId: undefined, constructionWorkIds: [] }))
      .expect(201);
    const { mails } = await count(res.body.id);
    expect(mails.map((m) => m.template).sort()).toEqual(['request-confirmation', 'request-notice']);
    expect(mails.find((m) => m.template === 'request-notice')!.toAddress).toBe(res.body.contactPerson.email);
  });

  it.each([
    [
      'an unknown construction work',
      { constructionWorkIds: ['00000000-0000-4000-8000-000000000000'] },
      'constructionWorkIds',
    ],
    ['a house that is not a published template', { houseId: '00000000-0000-4000-8000-000000000000' }, 'houseId'],
  ])('refuses %s with 422 and stores nothing', async (_label, change, field) => {
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body(change)).expect(422);
    expect(res.body.errors[0].field).toBe(field);
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
  });

  it('validates the personal information in German', async () => {
    const res = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ email: 'x', phoneNumber: '12', firstname: '', notes: 'x'.repeat(6000) }))
      .expect(400);
    const fields = Object.fromEntries(
      res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein']);
    expect(fields.phoneNumber).toEqual(['Bitte geben Sie eine gültige Telefonnummer ein']);
    expect(fields.firstname).toEqual(['Das Feld Vorname muss ausgefüllt werden']);
    expect(fields.notes[0]).toMatch(/höchstens 5000 Zeichen/);
  });

  it('refuses line breaks and control characters in single-line fields, keeps multi-line notes quoted', async () => {
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const forged = 'Max\r\nE-Mail: evil@x';
    const res = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(
        body({
          firstname: forged,
          lastname: 'Muster\u2028Telefon: 0900',
          place: 'Linz\nHaus: Palast',
          propertyNumber: '12\t/4',
          phoneNumber: '0660 1234567\n',
          email: 'max@example.at\r\nBcc: evil@x',
        }),
      )
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
    const fields = Object.fromEntries(
      res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields.firstname).toEqual(['Vorname darf keine Zeilenumbrüche oder Steuerzeichen enthalten']);
    expect(fields.lastname).toEqual(['Nachname darf keine Zeilenumbrüche oder Steuerzeichen enthalten']);
    expect(fields.place).toEqual(['Ort darf keine Zeilenumbrüche oder Steuerzeichen enthalten']);
    expect(fields.propertyNumber).toEqual(['Grundstücksnummer darf keine Zeilenumbrüche oder Steuerzeichen enthalten']);
    expect(fields.email).toContain('E-Mail darf keine Zeilenumbrüche oder Steuerzeichen enthalten');
    // A trailing line break is trimmed away like any surrounding space.
    expect(fields.phoneNumber).toBeUndefined();
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);

    const created = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ notes: 'Bitte zurückrufen.\r\nE-Mail: evil@x' }))
      .expect(201);
    const notice = (await count(created.body.id)).mails.find((m) => m.template === 'request-notice')!;
    const lines = notice.textBody!.split(/\r?\n/);
    expect(lines.filter((line) => line.startsWith('E-Mail:'))).toEqual(['E-Mail: maria.muster@example.at']);
    expect(lines).toContain('> E-Mail: evil@x');
  });

  it.each([
    ['without consent', { privacyConsent: undefined }, 'privacyConsent'],
    ['with the consent box unticked', { privacyConsent: false }, 'privacyConsent'],
    ['without the version of the privacy text', { privacyVersion: undefined }, 'privacyVersion'],
  ])('refuses a request %s with 422 PRIVACY_CONSENT_REQUIRED and stores nothing', async (_label, change, field) => {
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body(change)).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: ErrorCode.PRIVACY_CONSENT_REQUIRED });
    expect(res.body.errors).toEqual([{ field, messages: [ERROR_MESSAGES[ErrorCode.PRIVACY_CONSENT_REQUIRED]] }]);
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
  });

  it('refuses consent to an older privacy text with 409 PRIVACY_TEXT_CHANGED, takes the new one', async () => {
    const settings = t.app.get(VendorSettingsService);
    const current = await settings.adminView();
    await settings.save(
      {
        vendorName: current.vendorName,
        primaryColor: current.primaryColor,
        websiteUrl: current.websiteUrl,
        imprintText: current.imprintText,
        privacyText: `${current.privacyText}\n\nGeändert ${Date.now()}`,
        defaultContactPersonId: current.defaultContactPersonId,
      },
      {},
    );
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: ErrorCode.PRIVACY_TEXT_CHANGED });
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
    consent = await privacyConsent(server);
    expect(consent.privacyVersion).toBe(current.privacyVersion + 1);
    const created = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(201);
    const stored = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: created.body.id });
    expect(stored.privacyVersion).toBe(consent.privacyVersion);
  });

  it('answers a filled spam trap like a success and stores nothing', async () => {
    const before = await t.dataSource.getRepository(CustomerRequest).count();
    await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send(body({ website: 'http://spam.example' }))
      .expect(201);
    expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
  });

  it('limits requests per address', async () => {
    let status = 201;
    for (let i = 0; i < 25 && status !== 429; i += 1) {
      status = (
        await request(server)
          .post('/api/v1/customer-requests/incoming')
          .send(body({ constructionWorkIds: [] }))
      ).status;
    }
    expect(status).toBe(429);
    const res = await request(server).post('/api/v1/customer-requests/incoming').send(body()).expect(429);
    expect(res.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });
});
