import { randomUUID } from 'node:crypto';
import { HouseKind, RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { CatalogueCache } from '../src/houses/catalogue-cache.js';
import { House } from '../src/houses/house.entity.js';
import { MailOutbox } from '../src/mail/mail-outbox.entity.js';
import { VendorSettingsService } from '../src/vendor-settings/vendor-settings.service.js';
import { bearer, createRequest, customerLogin, generateCredentials, staffSession } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { TestApp, createTestApp } from './support/test-app.js';

describe('contact promise: who takes a new request', () => {
  let t: TestApp;
  let server: App;
  let consent: { privacyConsent: true; privacyVersion: number };
  const people: Record<'anna' | 'bernd' | 'carla', ContactPerson> = {} as never;
  let houseId: string;
  let draftId: string;

  const peopleRepo = () => t.dataSource.getRepository(ContactPerson);
  /** Direct changes bypass the services, which drop the cached published people themselves. */
  const changed = () => t.app.get(CatalogueCache).invalidate();

  async function setDefault(person: ContactPerson | null): Promise<void> {
    const settings = t.app.get(VendorSettingsService);
    const current = await settings.adminView();
    await settings.save(
      {
        vendorName: current.vendorName,
        primaryColor: current.primaryColor,
        websiteUrl: current.websiteUrl,
        imprintText: current.imprintText,
        privacyText: current.privacyText,
        defaultContactPersonId: person?.id ?? null,
      },
      {},
    );
  }

  beforeAll(async () => {
    t = await createTestApp({ REQUESTS_PER_IP_PER_HOUR: '1000' });
    server = t.app.getHttpServer();
    // One database for the whole run: while this file runs only its own people are published.
    await peopleRepo().update({ published: true }, { published: false });
    for (const [key, name] of [
      ['anna', 'Anna Haus'],
      ['bernd', 'Bernd Vorgabe'],
      ['carla', 'Carla Runde'],
    ] as const) {
      people[key] = await peopleRepo().save({
        name,
        email: `${key}.${randomUUID().slice(0, 6)}@example.at`,
        phoneNumber: '0732 123456',
        imagePath: `${randomUUID()}.webp`,
        published: true,
      });
    }
    const houses = t.dataSource.getRepository(House);
    houseId = (
      await houses.save({
        name: 'Zusagehaus',
        kind: HouseKind.TEMPLATE,
        published: true,
        contactPersonId: people.anna.id,
      })
    ).id;
    draftId = (
      await houses.save({
        name: 'Entwurf',
        kind: HouseKind.TEMPLATE,
        published: false,
        contactPersonId: people.anna.id,
      })
    ).id;
    await setDefault(null);
    await changed();
    consent = await privacyConsent(server);
  });
  afterAll(() => t.close());

  const assignment = (query = '') => request(server).get(`/api/v1/contact-people/assignment${query}`);
  const publicFields = async (person: ContactPerson) =>
    (await request(server).get(`/api/v1/contact-people/${person.id}`).expect(200)).body;
  const send = (extra: object = {}) =>
    request(server)
      .post('/api/v1/customer-requests/incoming')
      .send({
        email: 'maria.muster@example.at',
        firstname: 'Maria',
        lastname: 'Muster',
        phoneNumber: '+43 660 1234567',
        constructionWorkIds: [],
        ...consent,
        ...extra,
      })
      .expect(201);
  const stored = (id: string) => t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id });
  const noticeTo = async (id: string) =>
    (await t.dataSource.getRepository(MailOutbox).findBy({ customerRequestId: id, template: 'request-notice' })).map(
      (mail) => mail.toAddress,
    );

  async function publish(person: ContactPerson, published: boolean): Promise<void> {
    await peopleRepo().update(person.id, { published });
    await changed();
  }

  it("names the house's published person, else the vendor's default, else the rotation", async () => {
    expect((await assignment(`?houseId=${houseId}`).expect(200)).body).toEqual({
      rule: 'HOUSE',
      contactPerson: await publicFields(people.anna),
    });
    await setDefault(people.bernd);
    const byDefault = { rule: 'DEFAULT', contactPerson: await publicFields(people.bernd) };
    expect((await assignment().expect(200)).body).toEqual(byDefault);
    // An unpublished or unknown house counts as none.
    expect((await assignment(`?houseId=${draftId}`).expect(200)).body).toEqual(byDefault);
    expect((await assignment(`?houseId=${randomUUID()}`).expect(200)).body).toEqual(byDefault);
    await publish(people.anna, false);
    expect((await assignment(`?houseId=${houseId}`).expect(200)).body).toEqual(byDefault);
    await publish(people.anna, true);
    await setDefault(null);
    const rotation = (await assignment(`?houseId=${draftId}`).expect(200)).body;
    expect(rotation.rule).toBe('ROTATION');
    expect([people.anna.id, people.bernd.id, people.carla.id]).toContain(rotation.contactPerson.id);
  });

  it('refuses a house id that is not a uuid with 400', async () => {
    const res = await assignment('?houseId=haus-1').expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it("assigns a request with a house to the house's person: stored, told by mail, named in the answer", async () => {
    const res = await send({ houseId });
    expect(res.body.contactPerson).toEqual(await publicFields(people.anna));
    expect((await stored(res.body.id)).contactPersonId).toBe(people.anna.id);
    expect(await noticeTo(res.body.id)).toEqual([people.anna.email]);
  });

  it("assigns the vendor's default person when the house has nobody published", async () => {
    await setDefault(people.bernd);
    await publish(people.anna, false);
    try {
      const res = await send({ houseId, shownContactPersonId: people.carla.id });
      expect(res.body.contactPerson).toEqual(await publicFields(people.bernd));
      expect((await stored(res.body.id)).contactPersonId).toBe(people.bernd.id);
      expect(await noticeTo(res.body.id)).toEqual([people.bernd.email]);
    } finally {
      await publish(people.anna, true);
      await setDefault(null);
    }
  });

  it('rotates fairly: the person named beforehand gets the request, and each request in a row goes to another', async () => {
    const assigned: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const named = (await assignment().expect(200)).body.contactPerson.id;
      const res = await send();
      expect(res.body.contactPerson.id).toBe(named);
      expect((await stored(res.body.id)).contactPersonId).toBe(named);
      expect(await noticeTo(res.body.id)).toEqual([res.body.contactPerson.email]);
      assigned.push(named);
    }
    expect(new Set(assigned.slice(0, 3)).size).toBe(3);
    expect(assigned[3]).toBe(assigned[0]);
  });

  it('keeps the rotation fair under concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, () => send()));
    const counts = new Map<string, number>();
    for (const res of answers) counts.set(res.body.contactPerson.id, (counts.get(res.body.contactPerson.id) ?? 0) + 1);
    expect([...counts.values()]).toEqual([3, 3, 3]);
  });

  it('keeps the person shown in the rotation while published, never over the house', async () => {
    const next = (await assignment().expect(200)).body.contactPerson.id;
    const shown = [people.anna, people.bernd, people.carla].find((person) => person.id !== next)!;
    expect((await send({ shownContactPersonId: shown.id })).body.contactPerson.id).toBe(shown.id);

    await publish(shown, false);
    const afterUnpublished = (await assignment().expect(200)).body.contactPerson.id;
    expect((await send({ shownContactPersonId: shown.id })).body.contactPerson.id).toBe(afterUnpublished);
    await publish(shown, true);

    expect((await send({ houseId, shownContactPersonId: people.carla.id })).body.contactPerson.id).toBe(people.anna.id);
  });

  it("answers a customer in any status with the request's person, else the rule's", async () => {
    const staff = await staffSession(server, t.dataSource);
    const own = await createRequest(t.dataSource, { contactPersonId: people.carla.id, houseId });
    const credentials = await generateCredentials(server, staff, own.id);
    const customer = await customerLogin(server, credentials.loginCode, credentials.password);
    await t.dataSource.getRepository(CustomerRequest).update(own.id, { status: RequestStatus.NEW });

    const contact = await request(server).get('/api/v1/customer-requests/for-me/contact-person').set(bearer(customer));
    expect(contact.status).toBe(200);
    expect(contact.body).toEqual({ status: RequestStatus.NEW, contactPerson: await publicFields(people.carla) });

    await publish(people.carla, false);
    try {
      const fallback = await request(server)
        .get('/api/v1/customer-requests/for-me/contact-person')
        .set(bearer(customer))
        .expect(200);
      expect(fallback.body).toEqual({ status: RequestStatus.NEW, contactPerson: await publicFields(people.anna) });
    } finally {
      await publish(people.carla, true);
    }
  });
});
