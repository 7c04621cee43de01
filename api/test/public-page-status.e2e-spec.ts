import { ADMIN_ROUTE_PATTERNS, HouseKind } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CatalogueCache } from '../src/houses/catalogue-cache.js';
import { House } from '../src/houses/house.entity.js';
import { PlanShare } from '../src/plan-shares/plan-share.entity.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** The public site's page for every path, with 404 where it has no page: its not-found page shows. */
describe('status of public pages', () => {
  let t: TestApp;
  let server: App;
  const houses: Record<'published' | 'draft' | 'custom', string> = { published: '', draft: '', custom: '' };

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    const repository = t.dataSource.getRepository(House);
    houses.published = (await repository.save({ name: 'Seitenhaus', kind: HouseKind.TEMPLATE, published: true })).id;
    houses.draft = (await repository.save({ name: 'Seitenentwurf', kind: HouseKind.TEMPLATE, published: false })).id;
    houses.custom = (await repository.save({ name: 'Individuell', kind: HouseKind.CUSTOM, published: false })).id;
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/login',
    '/impressum',
    '/datenschutz',
    '/configure',
    '/configure/',
    '/configure/construction-method',
    '/configure/property-shape',
    '/choose-construction-stage',
    '/choose-construction-stage/42',
    '/your-house',
    '/request',
    '/request/overview',
    '/request/personal-info',
    '/request/successfully-created',
    '/login?plan=123456',
  ])('serves %s with 200', async (path) => {
    const res = await request(server).get(path).expect(200);
    expect(res.text).toContain('<title>Konfigurator</title>');
  });

  it('serves the page of a published template house with 200', async () => {
    const res = await request(server).get(`/configure/${houses.published}`).expect(200);
    expect(res.text).toContain('<title>Konfigurator</title>');
  });

  it.each([
    ['an unknown path', '/preise'],
    ['a path below a page', '/impressum/alt'],
    ['a deeper path', '/request/overview/extra'],
    ['an unknown path with a query', '/kontakt?von=google'],
  ])('answers %s with 404 and the site, which shows its not-found page', async (_label, path) => {
    const res = await request(server).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>Konfigurator</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a house page with 404 unless the house is a published template', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, houses.draft, houses.custom, 'haus-1', '%E0%A4%A']) {
      const res = await request(server).get(`/configure/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      expect(res.text).toContain('<title>Konfigurator</title>');
    }
    // Published by staff (whose change drops the cached answer), the page is found.
    await t.dataSource.getRepository(House).update(houses.draft, { published: true });
    await t.app.get(CatalogueCache).invalidate();
    await request(server).get(`/configure/${houses.draft}`).expect(200);
  });

  it('answers HEAD like GET', async () => {
    await request(server).head('/preise').expect(404);
    await request(server).head('/configure').expect(200);
  });

  it('answers a share link with 404 unless it names a shared plan', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    for (const dead of [token, 'kein-token', '%E0%A4%A']) {
      const res = await request(server).get(`/plan/${dead}`);
      expect({ dead, status: res.status }).toEqual({ dead, status: 404 });
      expect(res.text).toContain('<title>Konfigurator</title>');
    }
    await t.dataSource.getRepository(PlanShare).insert({ token, snapshot: {} as PlanShare['snapshot'] });
    await request(server).get(`/plan/${token}`).expect(200);
  });

  it.each(ADMIN_ROUTE_PATTERNS.map((pattern) => `/admin${pattern.replace(':id', '42')}`))(
    'serves the admin page %s with 200',
    async (path) => {
      const res = await request(server).get(path).expect(200);
      expect(res.text).toContain('<title>Verwaltung</title>');
    },
  );

  it.each(['/admin/nonsense', '/admin/customer-requests/42/extra', '/admin/settings/alt', '/admin/preview/42'])(
    'answers the unknown admin path %s with 404 and the admin app, which shows its not-found page',
    async (path) => {
      const res = await request(server).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<title>Verwaltung</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('leaves the API as it was', async () => {
    await request(server).get('/admin/').expect(200);
    await request(server).get('/admin').expect(200);
    const api = await request(server).get('/api/v1/preise').expect(404);
    expect(api.body.code).toBe('ROUTE_NOT_FOUND');
  });
});
