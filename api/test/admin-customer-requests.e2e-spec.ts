import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ConversionStatus,
  ErrorCode,
  HouseKind,
  ImageType,
  RequestListFilter,
  RequestStatus,
  matchesRequestFilter,
} from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { outputNames } from '../src/conversion/conversion-job.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { RequestStatusChange } from '../src/customer-requests/request-status-change.entity.js';
import { RequestWork } from '../src/customer-requests/request-work.entity.js';
import { FILE_STORAGE, FileStorage } from '../src/files/storage/file-storage.js';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { houseViewKey } from '../src/houses/house-urls.js';
import { House } from '../src/houses/house.entity.js';
import { User } from '../src/users/user.entity.js';
import {
  Session,
  bearer,
  createRequest,
  customerLogin,
  generateCredentials,
  staffSession,
} from './support/fixtures.js';
import { makeGlb, makePng } from './support/model-fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

const BASE = '/api/v1/admin/customer-requests';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff customer requests', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let storage: FileStorage;
  let filesDir: string;
  let works: { id: string; constructionStageId: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    storage = t.app.get(FILE_STORAGE);
    filesDir = t.config.storage.driver === 'local' ? t.config.storage.filesDir : '';
    const stages = await request(server).get('/api/v1/construction-stages').expect(200);
    works = stages.body.flatMap((stage: { id: string; constructionWorks: { id: string }[] }) =>
      stage.constructionWorks.map((work) => ({ id: work.id, constructionStageId: stage.id })),
    );
  });
  afterAll(() => t.close());

  const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
    request(server)[method](url).set(bearer(staff));
  const contactPerson = (name = 'Petra Planer') =>
    t.dataSource
      .getRepository(ContactPerson)
      .save({ name, email: 'petra@example.at', phoneNumber: '+43 1 234', published: true });
  const listIds = async (filter: object, sort = '["createdAt","DESC"]') => {
    const res = await admin('get', BASE)
      .query({ filter: JSON.stringify(filter), sort, range: '[0,999]' })
      .expect(200);
    return res.body.map((row: { id: string }) => row.id);
  };

  describe('list (ra-data-simple-rest)', () => {
    it('answers the list columns, newest first, with Content-Range', async () => {
      const person = await contactPerson();
      const older = await createRequest(t.dataSource, { contactPersonId: person.id, status: RequestStatus.NEW });
      const newer = await createRequest(t.dataSource, {
        contactPersonId: person.id,
        firstName: 'Zoe',
        status: RequestStatus.SOLD,
      });
      const res = await admin('get', BASE)
        .query({ filter: JSON.stringify({ contactPersonId: person.id }), range: '[0,0]' })
        .expect(200);
      expect(res.headers['content-range']).toBe('customer-requests 0-0/2');
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({
        id: newer.id,
        fullName: 'Zoe Muster',
        email: newer.email,
        phoneNumber: '+43 660 1234567',
        status: RequestStatus.SOLD,
        contactPersonId: person.id,
        contactPerson: { id: person.id, name: 'Petra Planer' },
      });
      expect(res.body[0].createdAt).toEqual(expect.any(String));
      expect(res.body[0]).not.toHaveProperty('passwordHash');
      // The total is right whether the page is full, partly filled or past the end.
      for (const [range, contentRange] of [
        ['[0,24]', 'customer-requests 0-1/2'],
        ['[1,5]', 'customer-requests 1-1/2'],
        ['[5,9]', 'customer-requests 5-5/2'],
      ]) {
        const page = await admin('get', BASE)
          .query({ filter: JSON.stringify({ contactPersonId: person.id }), range })
          .expect(200);
        expect(page.headers['content-range']).toBe(contentRange);
      }
      // A first look past the end still knows the total (it comes with the page otherwise).
      const pastEnd = await admin('get', BASE)
        .query({ filter: JSON.stringify({ contactPersonId: person.id, status: RequestStatus.NEW }), range: '[5,9]' })
        .expect(200);
      expect([pastEnd.headers['content-range'], pastEnd.body]).toEqual(['customer-requests 5-5/1', []]);
      const byName = await listIds({ contactPersonId: person.id }, '["fullName","ASC"]');
      expect(byName).toEqual([older.id, newer.id]);
      const many = await listIds({ id: [older.id, 'kein-uuid'] });
      expect(many).toEqual([older.id]);
    });

    it('carries the house summary and sorts by every sortable field both ways, ties by date and id', async () => {
      const person = await contactPerson('Sortierte Sabine');
      const other = await contactPerson('Andere Anna');
      const house = await t.dataSource
        .getRepository(House)
        .save({ name: 'Sortierhaus', kind: HouseKind.TEMPLATE, published: false });
      const base = new Date('2026-01-01T08:00:00Z').getTime();
      const created: CustomerRequest[] = [];
      for (const [i, [firstName, status, contact]] of (
        [
          ['Berta', RequestStatus.SOLD, person.id],
          ['anton', RequestStatus.NEW, other.id],
          ['Cäsar', RequestStatus.NEW, person.id],
          ['Anton', RequestStatus.IN_PLANNING, other.id],
        ] as const
      ).entries()) {
        created.push(
          await createRequest(t.dataSource, {
            firstName,
            status,
            contactPersonId: contact,
            houseId: i % 2 === 0 ? house.id : null,
            email: `sort.${4 - i}@example.at`,
            phoneNumber: `+43 660 ${i}`,
            // Two requests share a moment, so the id decides between them.
            createdAt: new Date(base + Math.min(i, 2) * 60_000),
          }),
        );
      }
      const filter = JSON.stringify({ id: created.map((row) => row.id) });
      const all = await admin('get', BASE).query({ filter, range: '[0,9]' }).expect(200);
      const first = all.body.find((row: { id: string }) => row.id === created[0].id);
      expect(first).toMatchObject({
        houseId: house.id,
        house: { id: house.id, name: 'Sortierhaus', kind: HouseKind.TEMPLATE, sourceTemplateId: null },
        contactPerson: { id: person.id, name: 'Sortierte Sabine' },
      });
      expect(all.body.find((row: { id: string }) => row.id === created[1].id)).toMatchObject({
        houseId: null,
        house: null,
      });
      expect(all.body).toHaveLength(4);
      // The expected order is PostgreSQL's own for each column (text by the database collation,
      // status by its enum), with the same ties; the columns come from the entity's mapping.
      const metadata = t.dataSource.getMetadata(CustomerRequest);
      for (const field of ['createdAt', 'updatedAt', 'fullName', 'email', 'phoneNumber', 'status', 'contactPersonId']) {
        const column = metadata.findColumnWithPropertyName(field)?.databaseName;
        for (const order of ['ASC', 'DESC'] as const) {
          const expected = await t.dataSource.query<{ id: string }[]>(
            `SELECT id FROM customer_requests WHERE id = ANY($1::uuid[]) ORDER BY ${column} ${order}, created_at ${order}, id ${order}`,
            [created.map((row) => row.id)],
          );
          expect([
            field,
            order,
            await listIds({ id: created.map((row) => row.id) }, JSON.stringify([field, order])),
          ]).toEqual([field, order, expected.map((row) => row.id)]);
        }
      }
    });

    it('refuses a bad sort, range or filter value with a German 400', async () => {
      for (const query of [
        { sort: '["passwordHash","ASC"]' },
        { range: '[5,1]' },
        { filter: '{kaputt' },
        { filter: '{"status":"OFFEN"}' },
        { filter: '{"contactPersonId":"42"}' },
        { filter: '{"fullName":17}' },
        { filter: JSON.stringify({ email: 'x'.repeat(300) }) },
      ]) {
        const res = await admin('get', BASE).query(query).expect(400);
        expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
        expect(res.body.message).toMatch(/ungültig|muss|höchstens/);
      }
    });

    describe('filters follow the shared rule (spec section 5)', () => {
      const people = [
        {
          firstName: 'Max',
          lastName: 'Mustermann',
          email: 'Max.Mustermann@Example.AT',
          phoneNumber: '+43 660 1234567',
        },
        { firstName: 'Anna Maria', lastName: 'Huber', email: 'anna@huber.at', phoneNumber: '0664 9876543' },
        { firstName: 'Jürgen', lastName: 'Größ', email: 'juergen_g@example.at', phoneNumber: '+49 30 123 456' },
        { firstName: 'Eva', lastName: '50% Rabatt', email: 'eva@example.at', phoneNumber: '01 5050' },
      ];
      let personId: string;
      let rows: CustomerRequest[];

      beforeAll(async () => {
        personId = (await contactPerson('Filter Person')).id;
        rows = [];
        for (const [index, person] of people.entries()) {
          rows.push(
            await createRequest(t.dataSource, {
              ...person,
              contactPersonId: personId,
              status: index % 2 ? RequestStatus.NEW : RequestStatus.IN_PLANNING,
            }),
          );
        }
      });

      it.each<RequestListFilter & { q?: string }>([
        { fullName: 'maxmustermann' },
        { fullName: 'MAX MUST' },
        { fullName: ' max' },
        { fullName: 'Mustermann Max' },
        { fullName: 'annamariahuber' },
        { fullName: 'anna maria huber' },
        { fullName: 'annamaria huber' },
        { fullName: 'JÜRGEN' },
        { fullName: 'größ' },
        { fullName: '50%' },
        { fullName: '%' },
        { fullName: '_' },
        { fullName: '   ' },
        { email: 'MUSTERMANN@example' },
        { email: 'juergen_g' },
        { email: 'juergen%g' },
        { phoneNumber: '+43 660' },
        { phoneNumber: '660 123' },
        { phoneNumber: '6601234567' },
        { phoneNumber: '0664 98765' },
        { phoneNumber: '30 123 456' },
        { status: RequestStatus.NEW },
        { status: RequestStatus.IN_PLANNING, fullName: 'max' },
        { status: RequestStatus.SOLD },
      ])('%j', async (filter) => {
        const expected = rows
          .filter((row) => matchesRequestFilter(row, filter))
          .map((row) => row.id)
          .sort();
        expect((await listIds({ ...filter, contactPersonId: personId })).sort()).toEqual(expected);
      });

      it('matches exactly on the contact person', async () => {
        expect((await listIds({ contactPersonId: personId })).sort()).toEqual(rows.map((row) => row.id).sort());
        expect(await listIds({ contactPersonId: UNKNOWN })).toEqual([]);
      });

      it('searches name, email and phone at once with q', async () => {
        const ids = (q: string) => listIds({ q, contactPersonId: personId });
        expect(await ids('HUBER')).toEqual([rows[1].id]);
        expect(await ids('example.at')).toHaveLength(3);
        expect(await ids('+49 30')).toEqual([rows[2].id]);
        expect(await ids('nirgendwo')).toEqual([]);
      });
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a request with status NEW, its works, and records who created it', async () => {
      const person = await contactPerson();
      const chosen = works.slice(0, 2);
      const res = await admin('post', BASE)
        .send({
          firstName: ' Erika ',
          lastName: 'Beispiel',
          email: 'erika@example.at',
          phoneNumber: '+43 732 123456',
          place: 'Linz',
          contactPersonId: person.id,
          constructionStageId: chosen[0].constructionStageId,
          constructionWorkIds: chosen.map((work) => work.id),
        })
        .expect(201);
      expect(res.body).toMatchObject({
        fullName: 'Erika Beispiel',
        status: RequestStatus.NEW,
        place: 'Linz',
        contactPerson: { name: 'Petra Planer' },
        constructionStageId: chosen[0].constructionStageId,
        loginCode: null,
      });
      expect(res.body.constructionWorkIds.sort()).toEqual(chosen.map((work) => work.id).sort());
      expect(res.body.statusHistory).toEqual([
        {
          fromStatus: null,
          toStatus: RequestStatus.NEW,
          changedAt: expect.any(String),
          changedBy: staff.user.username,
        },
      ]);
    });

    it('takes the contact person from the chosen template house', async () => {
      const person = await contactPerson('Hans Haus');
      const house = await t.dataSource
        .getRepository(House)
        .save({ name: 'Vorlage', kind: HouseKind.TEMPLATE, contactPersonId: person.id });
      const res = await admin('post', BASE)
        .send({ firstName: 'A', lastName: 'B', email: 'ab@example.at', phoneNumber: '0664 111222', houseId: house.id })
        .expect(201);
      expect(res.body).toMatchObject({
        houseId: house.id,
        house: { kind: HouseKind.TEMPLATE, name: 'Vorlage' },
        contactPersonId: person.id,
      });
    });

    it('refuses bad input in German and stores nothing', async () => {
      const count = () => t.dataSource.getRepository(CustomerRequest).count();
      const before = await count();
      const valid = { firstName: 'A', lastName: 'B', email: 'ab@example.at', phoneNumber: '0664 111222' };
      const invalid = await admin('post', BASE)
        .send({ firstName: '', email: 'kein-mail', phoneNumber: 'abc', notes: 'x'.repeat(5001), status: 'OFFEN' })
        .expect(400);
      expect(invalid.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['firstName', 'lastName', 'email', 'phoneNumber', 'notes', 'status']),
      );
      const unknownWork = await admin('post', BASE)
        .send({ ...valid, constructionWorkIds: [works[0].id, UNKNOWN] })
        .expect(422);
      expect(unknownWork.body.errors[0].field).toBe('constructionWorkIds');
      const custom = await t.dataSource.getRepository(House).save({ name: 'Fremd', kind: HouseKind.CUSTOM });
      const foreignHouse = await admin('post', BASE)
        .send({ ...valid, houseId: custom.id })
        .expect(422);
      expect(foreignHouse.body.message).toMatch(/Vorlagenhaus/);
      await admin('post', BASE)
        .send({ ...valid, contactPersonId: UNKNOWN })
        .expect(422);
      await admin('post', BASE)
        .send({ ...valid, constructionStageId: UNKNOWN })
        .expect(422);
      await admin('post', BASE)
        .send({ ...valid, passwordHash: 'x' })
        .expect(400);
      expect(await count()).toBe(before);
    });

    it('refuses line breaks in single-line fields on create and update', async () => {
      const valid = { firstName: 'A', lastName: 'B', email: 'ab@example.at', phoneNumber: '0664 111222' };
      const before = await t.dataSource.getRepository(CustomerRequest).count();
      const created = await admin('post', BASE)
        .send({ ...valid, firstName: 'Max\r\nE-Mail: evil@x' })
        .expect(400);
      expect(created.body).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
      expect(created.body.errors).toEqual([
        { field: 'firstName', messages: ['Vorname darf keine Zeilenumbrüche oder Steuerzeichen enthalten'] },
      ]);
      expect(await t.dataSource.getRepository(CustomerRequest).count()).toBe(before);
      const existing = await createRequest(t.dataSource);
      for (const field of ['lastName', 'place', 'propertyNumber']) {
        const res = await admin('put', `${BASE}/${existing.id}`)
          .send({ [field]: 'Linz\nE-Mail: evil@x' })
          .expect(400);
        expect(res.body.errors[0].field).toBe(field);
      }
      const after = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: existing.id });
      expect([after.lastName, after.place, after.propertyNumber]).toEqual([existing.lastName, null, null]);
    });

    it('updates the fields sent, accepts the whole record back and records each status change', async () => {
      const created = (
        await admin('post', BASE)
          .send({ firstName: 'Karl', lastName: 'Klein', email: 'karl@example.at', phoneNumber: '0664 123123' })
          .expect(201)
      ).body;
      const updated = await admin('put', `${BASE}/${created.id}`)
        .send({ ...created, lastName: 'Groß', status: RequestStatus.IN_NEGOTIATION, notes: '  Rückruf  ' })
        .expect(200);
      expect(updated.body).toMatchObject({
        fullName: 'Karl Groß',
        status: RequestStatus.IN_NEGOTIATION,
        notes: 'Rückruf',
        email: 'karl@example.at',
      });
      // Same status again: nothing to record.
      await admin('put', `${BASE}/${created.id}`)
        .send({ status: RequestStatus.IN_NEGOTIATION, constructionWorkIds: [works[0].id] })
        .expect(200);
      // Into the released statuses only through the release (request-release.e2e-spec.ts).
      await admin('post', `${BASE}/${created.id}/release`).expect(200);
      const sold = await admin('put', `${BASE}/${created.id}`).send({ status: RequestStatus.SOLD }).expect(200);
      expect(sold.body.constructionWorkIds).toEqual([works[0].id]);
      expect(sold.body.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toEqual([
        RequestStatus.NEW,
        RequestStatus.IN_NEGOTIATION,
        RequestStatus.IN_PLANNING,
        RequestStatus.SOLD,
      ]);
      expect(sold.body.statusHistory[3]).toMatchObject({
        fromStatus: RequestStatus.IN_PLANNING,
        changedBy: staff.user.username,
      });
      const changes = await t.dataSource
        .getRepository(RequestStatusChange)
        .findBy({ customerRequestId: created.id, changedByUserId: staff.user.id });
      expect(changes).toHaveLength(4);
    });

    it('leaves the request unchanged when an update is refused', async () => {
      const created = await createRequest(t.dataSource, { status: RequestStatus.NEW });
      await admin('put', `${BASE}/${created.id}`)
        .send({ status: RequestStatus.SOLD, constructionWorkIds: [UNKNOWN] })
        .expect(422);
      await admin('put', `${BASE}/${created.id}`).send({ email: 'kaputt', status: RequestStatus.SOLD }).expect(400);
      const after = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: created.id });
      expect(after.status).toBe(RequestStatus.NEW);
      expect(after.email).toBe(created.email);
      await admin('put', `${BASE}/${UNKNOWN}`).send({ status: RequestStatus.SOLD }).expect(404);
    });

    it('gets one with its history; unknown and malformed ids answer 404 and 400', async () => {
      const created = await createRequest(t.dataSource);
      const res = await admin('get', `${BASE}/${created.id}`).expect(200);
      expect(res.body).toMatchObject({ id: created.id, statusHistory: [] });
      const missing = await admin('get', `${BASE}/${UNKNOWN}`).expect(404);
      expect(missing.body.code).toBe(ErrorCode.REQUEST_NOT_FOUND);
      await admin('get', `${BASE}/kein-uuid`).expect(400);
    });

    it('deletes the request with its works, history and customer login', async () => {
      const created = (
        await admin('post', BASE)
          .send({
            firstName: 'Weg',
            lastName: 'Damit',
            email: 'weg@example.at',
            phoneNumber: '0664 000111',
            constructionWorkIds: [works[0].id],
          })
          .expect(201)
      ).body;
      const credentials = (await admin('post', `${BASE}/${created.id}/release`).expect(200)).body;
      const deleted = await admin('delete', `${BASE}/${created.id}`).expect(200);
      expect(deleted.body.id).toBe(created.id);
      expect(await t.dataSource.getRepository(RequestWork).countBy({ customerRequestId: created.id })).toBe(0);
      expect(await t.dataSource.getRepository(RequestStatusChange).countBy({ customerRequestId: created.id })).toBe(0);
      expect(await t.dataSource.getRepository(User).countBy({ customerRequestId: created.id })).toBe(0);
      await request(server)
        .post('/api/v1/auth/customer-login')
        .send({ loginCode: credentials.loginCode, password: credentials.password })
        .expect((res) => expect([403, 404]).toContain(res.status));
      await admin('delete', `${BASE}/${created.id}`).expect(404);
    });
  });

  describe('houses of a request', () => {
    const uploadImage = async (houseId: string, type: ImageType) =>
      admin('post', '/api/v1/admin/houses/image-upload')
        .field('id', houseId)
        .field('type', type)
        .attach('uploadedImages', await makePng(), 'bild.png')
        .expect(200);
    const uploadView = async (houseId: string, name: string, standard: boolean) =>
      (
        await admin('post', '/api/v1/admin/house-views')
          .field('houseId', houseId)
          .field('name', name)
          .field('standard', String(standard))
          .attach('file', await makeGlb(), 'modell.glb')
          .expect(201)
      ).body as { id: string };
    const filesOf = (houseId: string) => join(filesDir, 'houses', houseId);

    /** A template with a thumbnail, a floor plan, a converted standard view and one still queued. */
    async function templateWithFiles(): Promise<{ house: House; readyView: HouseView }> {
      const person = await contactPerson('Vorlagen Person');
      const house = await t.dataSource.getRepository(House).save({
        name: 'Stadtvilla',
        kind: HouseKind.TEMPLATE,
        published: true,
        sizeInSqm: 142.5,
        roofShape: 'HIPPED',
        contactPersonId: person.id,
      } as Partial<House>);
      await uploadImage(house.id, ImageType.THUMBNAIL);
      await uploadImage(house.id, ImageType.GROUNDPLAN);
      const ready = await uploadView(house.id, 'Außen', true);
      await uploadView(house.id, 'Innen', false);
      // The conversion worker is not part of this test: mark one view converted with its outputs.
      const view = await t.dataSource.getRepository(HouseView).findOneByOrFail({ id: ready.id });
      const names = outputNames(view.filename);
      await storage.put(houseViewKey(house.id, names.optimized), Buffer.from('web glb'), 'model/gltf-binary');
      await storage.put(houseViewKey(house.id, names.usdz), Buffer.from('usdz'), 'model/vnd.usdz+zip');
      await t.dataSource.getRepository(HouseView).update(view.id, {
        conversionStatus: ConversionStatus.READY,
        conversionProgress: 100,
        optimizedFilename: names.optimized,
        optimizedSize: 7,
        usdzFilename: names.usdz,
        usdzSize: 4,
      });
      await t.dataSource.getRepository(House).update(house.id, { defaultHouseViewId: view.id });
      return { house, readyView: view };
    }

    it('assigns a template house and refuses a custom or unknown one', async () => {
      const created = await createRequest(t.dataSource);
      const template = await t.dataSource.getRepository(House).save({ name: 'Bungalow', kind: HouseKind.TEMPLATE });
      const res = await admin('put', `${BASE}/${created.id}/assign-template-house/${template.id}`).expect(200);
      expect(res.body).toMatchObject({ houseId: template.id, house: { kind: HouseKind.TEMPLATE, name: 'Bungalow' } });
      const custom = await t.dataSource.getRepository(House).save({ name: 'Fremd', kind: HouseKind.CUSTOM });
      const refused = await admin('put', `${BASE}/${created.id}/assign-template-house/${custom.id}`).expect(404);
      expect(refused.body.code).toBe(ErrorCode.HOUSE_NOT_FOUND);
      await admin('put', `${BASE}/${created.id}/assign-template-house/${UNKNOWN}`).expect(404);
      await admin('put', `${BASE}/${UNKNOWN}/assign-template-house/${template.id}`).expect(404);
    });

    it('copies the template into a custom house with its images and 3D models', async () => {
      const { house: template, readyView } = await templateWithFiles();
      const created = await createRequest(t.dataSource, { houseId: template.id, status: RequestStatus.IN_PLANNING });
      const res = await admin('put', `${BASE}/${created.id}/assign-custom-house`).expect(200);
      const customId: string = res.body.houseId;
      expect(customId).not.toBe(template.id);
      expect(res.body.house).toMatchObject({
        kind: HouseKind.CUSTOM,
        name: 'Stadtvilla',
        sourceTemplateId: template.id,
      });
      expect(res.body.contactPersonId).toBe(template.contactPersonId);

      const custom = await request(server).get(`/api/v1/houses/${customId}`).set(bearer(staff)).expect(200);
      expect(custom.body).toMatchObject({ sizeInSqm: 142.5, roofShape: 'HIPPED', kind: HouseKind.CUSTOM });
      const images = await request(server).get(`/api/v1/houses/${customId}/image-list`).set(bearer(staff)).expect(200);
      expect(images.body.thumbnail).toEqual(expect.stringContaining(`/houses/${customId}/`));
      expect(images.body.groundPlans).toHaveLength(1);
      const thumb = await request(server).get(images.body.thumbnail).set(bearer(staff)).expect(200);
      expect(thumb.headers['content-type']).toBe('image/webp');

      const views = await t.dataSource.getRepository(HouseView).find({ where: { houseId: customId } });
      expect(views.map((view) => view.name).sort()).toEqual(['Außen', 'Innen']);
      const copiedReady = views.find((view) => view.name === 'Außen')!;
      expect(copiedReady).toMatchObject({ conversionStatus: ConversionStatus.READY, optimizedSize: 7, usdzSize: 4 });
      expect(copiedReady.id).not.toBe(readyView.id);
      expect(views.find((view) => view.name === 'Innen')!.conversionStatus).toBe(ConversionStatus.QUEUED);
      for (const name of [copiedReady.filename, copiedReady.optimizedFilename!, copiedReady.usdzFilename!]) {
        expect(existsSync(join(filesOf(customId), 'views', name))).toBe(true);
      }
      const model = await request(server)
        .get(`/api/v1/house-views/${copiedReady.id}/model`)
        .set(bearer(staff))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect((model.body as Buffer).toString()).toBe('web glb');
      const customRow = await t.dataSource.getRepository(House).findOneByOrFail({ id: customId });
      expect(customRow.defaultHouseViewId).toBe(copiedReady.id);

      // The template keeps everything; staff change the copy with the usual house calls.
      await uploadImage(customId, ImageType.REFERENCES);
      const templateImages = await request(server).get(`/api/v1/houses/${template.id}/image-list`).expect(200);
      expect(templateImages.body.referenceImages).toHaveLength(0);
      expect(await t.dataSource.getRepository(HouseView).countBy({ houseId: template.id })).toBe(2);

      // Repeating the call keeps the custom house.
      const again = await admin('put', `${BASE}/${created.id}/assign-custom-house`).expect(200);
      expect(again.body.houseId).toBe(customId);

      // The customer sees the copy.
      const credentials = await generateCredentials(server, staff, created.id);
      const customer = await customerLogin(server, credentials.loginCode, credentials.password);
      const seen = await request(server)
        .get(`/api/v1/customer-requests/${created.id}/custom-house`)
        .set(bearer(customer))
        .expect(200);
      expect(seen.body.id).toBe(customId);

      // Back to a template: the custom house and its files go.
      await admin('put', `${BASE}/${created.id}/assign-template-house/${template.id}`).expect(200);
      expect(await t.dataSource.getRepository(House).existsBy({ id: customId })).toBe(false);
      expect(existsSync(filesOf(customId))).toBe(false);
      expect(existsSync(filesOf(template.id))).toBe(true);
    });

    it('creates an empty custom house named after the customer when there is no template', async () => {
      const created = await createRequest(t.dataSource, { firstName: 'Olga', lastName: 'Ohne' });
      const res = await admin('put', `${BASE}/${created.id}/assign-custom-house`).expect(200);
      expect(res.body.house).toMatchObject({
        kind: HouseKind.CUSTOM,
        name: 'Individuelles Haus – Olga Ohne',
        sourceTemplateId: null,
      });
      await admin('put', `${BASE}/${UNKNOWN}/assign-custom-house`).expect(404);
    });

    it('deletes the custom house and its files with the request', async () => {
      const { house: template } = await templateWithFiles();
      const created = await createRequest(t.dataSource, { houseId: template.id });
      const customId = (await admin('put', `${BASE}/${created.id}/assign-custom-house`).expect(200)).body.houseId;
      expect(existsSync(filesOf(customId))).toBe(true);
      await admin('delete', `${BASE}/${created.id}`).expect(200);
      expect(await t.dataSource.getRepository(House).existsBy({ id: customId })).toBe(false);
      expect(existsSync(filesOf(customId))).toBe(false);
      expect(await t.dataSource.getRepository(House).existsBy({ id: template.id })).toBe(true);
    });
  });

  describe('preview', () => {
    it('answers what the customer would see, only for released requests', async () => {
      const released = await createRequest(t.dataSource, { status: RequestStatus.SOLD });
      const credentials = await generateCredentials(server, staff, released.id);
      const customer = await customerLogin(server, credentials.loginCode, credentials.password);
      const preview = await admin('get', `${BASE}/${released.id}/preview`).expect(200);
      const own = await request(server).get('/api/v1/customer-requests/for-me').set(bearer(customer)).expect(200);
      expect(preview.body).toEqual(own.body);

      const fresh = await createRequest(t.dataSource, { status: RequestStatus.NEW });
      const refused = await admin('get', `${BASE}/${fresh.id}/preview`).expect(403);
      expect(refused.body).toMatchObject({
        code: ErrorCode.WRONG_STATUS,
        message: expect.stringMatching(/In Planung/),
      });
      const missing = await admin('get', `${BASE}/${UNKNOWN}/preview`).expect(404);
      expect(missing.body.code).toBe(ErrorCode.REQUEST_NOT_FOUND);
    });
  });
});
