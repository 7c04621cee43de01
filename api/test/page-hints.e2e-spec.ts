import {
  CONFIGURE_FILTER_COOKIE,
  ConversionStatus,
  INITIAL_ANSWER_ELEMENT_ID,
  ImageType,
  serializeConfigureFilter,
  smallImageUrl,
} from '@hauskonfig/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { Session, bearer, staffSession } from './support/fixtures.js';
import { makeGlb, makePng } from './support/model-fixtures.js';
import { spaHandler } from '../src/spa/spa-handler.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** A name that would end the data block if the server embedded it unescaped. */
const HOSTILE_NAME = 'Haus </script><script>alert(1)</script>';
/** Areas no other test uses, so the filtered catalogue holds exactly this test's houses. */
const AREAS = [4321.2, 4321.4, 4321.6];
const FILTER = { from: 4321, to: 4322 };

const dataBlock = (html: string): string | undefined =>
  html.match(
    new RegExp(`<script type="application/json" id="${INITIAL_ANSWER_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  )?.[1];

const imagePreloads = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]);

/** The part of the static shell a page's first view fills (FAKE_SITE_INDEX has the markers). */
const firstView = (html: string): string | undefined => html.match(/<div id="root">([\s\S]*?)<\/div>\n<template/)?.[1];

/** The pictures of a first view, as `class src`. */
const shellPictures = (html: string): string[] =>
  [...(firstView(html) ?? '').matchAll(/<img class="([^"]+)" src="([^"]+)"/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );

/** The module preloads of the app's code template, which the boot script starts after the first view. */
const appCode = (html: string): string => html.match(/<template id="app-code">([\s\S]*?)<\/template>/)?.[1] ?? '';

const filterCookie = (value: string) => `${CONFIGURE_FILTER_COOKIE}=${encodeURIComponent(value)}`;

describe('head hints of the public pages', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    for (const [index, sizeInSqm] of AREAS.entries()) {
      const admin = (method: 'post' | 'put', url: string) => request(server)[method](url).set(bearer(staff));
      const house = (
        await admin('post', '/api/v1/admin/houses/templates')
          .send({ name: `${HOSTILE_NAME} ${index}`, propertyShape: 'STRAIGHT' })
          .expect(201)
      ).body;
      await admin('put', `/api/v1/admin/houses/templates/${house.id}`)
        .send({ constructionMethod: 'WOODEN', roofShape: 'GABLE', sizeInSqm })
        .expect(200);
      for (const type of [ImageType.THUMBNAIL, ImageType.GROUNDPLAN]) {
        await admin('post', '/api/v1/admin/houses/image-upload')
          .field('id', house.id)
          .field('type', type)
          .attach('uploadedImages', await makePng(), 'bild.png')
          .expect(200);
      }
      await admin('post', '/api/v1/admin/house-views')
        .field('houseId', house.id)
        .field('name', 'Standard')
        .attach('file', await makeGlb(), 'modell.glb')
        .expect(201);
      // No worker here: the model counts as converted, which publishing needs.
      await t.dataSource
        .getRepository(HouseView)
        .update({ houseId: house.id }, { conversionStatus: ConversionStatus.READY });
      await admin('post', '/api/v1/admin/houses/templates/publish')
        .send({ id: house.id, publishHouse: true })
        .expect(200);
    }
  });
  afterAll(() => t.close());

  it("embeds the catalogue for the visitor's filter cookie in /configure, as the API answers it", async () => {
    const page = await request(server)
      .get('/configure')
      .set('Cookie', filterCookie(serializeConfigureFilter(FILTER)))
      .expect(200)
      .expect('Content-Type', /text\/html/)
      .expect('Cache-Control', 'no-cache');
    const block = dataBlock(page.text);
    expect(block).toBeDefined();
    // The hostile name is inside the block, escaped: the block ends where the server ended it.
    expect(block).not.toContain('</script');
    const embedded = JSON.parse(block as string) as { url: string; body: { name: string; thumbnailUrl: string }[] };
    expect(embedded.url).toBe('/api/v1/houses/templates?from=4321&to=4322');

    const answer = await request(server).get(embedded.url).expect(200);
    expect(embedded.body).toEqual(answer.body);
    expect(embedded.body.map((house) => house.name).sort()).toEqual(
      AREAS.map((_, index) => `${HOSTILE_NAME} ${index}`),
    );
    // The first two preview images, in the catalogue's order, as the cards ask for them.
    expect(imagePreloads(page.text)).toEqual(
      embedded.body.slice(0, 2).map((house) => smallImageUrl(house.thumbnailUrl)),
    );
    // The first view: the heading and the first row of cards with their pictures and names (escaped).
    const view = firstView(page.text)!;
    expect(view).toContain('<div class="shell-title shell-title-gutter">Musterhaus auswählen</div>');
    expect(view).not.toContain('Wird geladen');
    expect(shellPictures(page.text)).toEqual(
      embedded.body.slice(0, 3).map((house) => `shell-card-picture ${smallImageUrl(house.thumbnailUrl)}`),
    );
    for (const house of embedded.body) {
      expect(view).toContain(
        `<div class="shell-card-body">${house.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</div>`,
      );
    }
    expect(view).not.toContain('<script');
  });

  it('treats a missing or tampered filter cookie as no filter', async () => {
    for (const cookie of [undefined, filterCookie('{"from":"viel"'), `${CONFIGURE_FILTER_COOKIE}=%E0%A4%A`]) {
      const call = request(server).get('/configure/');
      const page = await (cookie ? call.set('Cookie', cookie) : call).expect(200);
      const embedded = JSON.parse(dataBlock(page.text) as string) as { url: string; body: unknown[] };
      expect(embedded.url).toBe('/api/v1/houses/templates?');
      expect(embedded.body.length).toBeGreaterThanOrEqual(AREAS.length);
    }
  });

  it("names a landing page's chunks from the build as modulepreloads, and only there", async () => {
    const configure = await request(server).get('/configure').expect(200);
    // Beside the app's entry, in the template the boot script starts once the first view is painted.
    expect(appCode(configure.text)).toContain(
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>',
    );
    expect(appCode(configure.text)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ConfigurePage-abc123.js">',
    );
    expect(appCode(configure.text)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/TextField-abc123.js">',
    );
    expect(configure.text.match(/modulepreload/g)).toHaveLength(2);

    for (const path of ['/', '/login']) {
      const page = await request(server).get(path).expect(200);
      expect(page.text).not.toContain('modulepreload');
      expect(dataBlock(page.text)).toBeUndefined();
    }
    // A page's own path wins over a path with a parameter that would fit it too.
    const shape = await request(server).get('/configure/property-shape').expect(200);
    expect(shape.text).toContain('PropertyShapePage-abc123.js');
    expect(shape.text).not.toContain('ConfigureHousePage');
  });
});

describe('head hints of a house page', () => {
  let t: TestApp;
  let server: App;
  let houseId: string;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    const staff = await staffSession(server, t.dataSource);
    const admin = (method: 'post' | 'put', url: string) => request(server)[method](url).set(bearer(staff));
    const create = async (name: string) =>
      (await admin('post', '/api/v1/admin/houses/templates').send({ name, propertyShape: 'STRAIGHT' }).expect(201)).body
        .id as string;
    houseId = await create('Haus mit Vorschau');
    draftId = await create('Entwurf');
    for (const id of [houseId, draftId]) {
      await admin('put', `/api/v1/admin/houses/templates/${id}`)
        .send({ constructionMethod: 'SOLID', roofShape: 'FLAT', sizeInSqm: 120 })
        .expect(200);
      for (const type of [ImageType.THUMBNAIL, ImageType.GROUNDPLAN]) {
        await admin('post', '/api/v1/admin/houses/image-upload')
          .field('id', id)
          .field('type', type)
          .attach('uploadedImages', await makePng(), 'bild.png')
          .expect(200);
      }
    }
    await admin('post', '/api/v1/admin/house-views')
      .field('houseId', houseId)
      .field('name', 'Standard')
      .attach('file', await makeGlb(), 'modell.glb')
      .expect(201);
    await t.dataSource.getRepository(HouseView).update({ houseId }, { conversionStatus: ConversionStatus.READY });
    await admin('post', '/api/v1/admin/houses/templates/publish').send({ id: houseId, publishHouse: true }).expect(200);
  });
  afterAll(() => t.close());

  it('embeds the answers of a published house, preloads its preview image and names its chunks', async () => {
    const page = await request(server).get(`/configure/${houseId}`).expect(200);
    const base = `/api/v1/houses/${houseId}`;
    const embedded = JSON.parse(dataBlock(page.text) as string) as { url: string; body: unknown }[];
    expect(embedded.map((answer) => answer.url)).toEqual([base, `${base}/image-list`, `${base}/house-views`]);
    for (const answer of embedded) {
      expect(answer.body).toEqual((await request(server).get(answer.url).expect(200)).body);
    }
    const images = embedded[1].body as { thumbnail: string };
    expect(imagePreloads(page.text)).toEqual([images.thumbnail]);
    expect(appCode(page.text)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ConfigureHousePage-abc123.js">',
    );
    expect(page.text.indexOf('rel="preload"')).toBeLessThan(page.text.indexOf('</head>'));
    // The first view: the house's name and living area above its picture.
    expect(firstView(page.text)).toContain(
      '<div class="shell-title shell-title-gutter">Haus mit Vorschau</div><div class="shell-subtitle">Wohnfläche 120 m²</div>',
    );
    expect(shellPictures(page.text)).toEqual([`shell-house-picture ${images.thumbnail}`]);
  });

  it('embeds nothing and hints no image for an unpublished, unknown or malformed house', async () => {
    for (const path of [`/configure/${draftId}`, '/configure/00000000-0000-4000-8000-000000000000', '/configure/x']) {
      const page = await request(server).get(path);
      expect(imagePreloads(page.text)).toEqual([]);
      expect(dataBlock(page.text)).toBeUndefined();
      expect(firstView(page.text)).toContain('<!--first-view--><p>Wird geladen …</p><!--/first-view-->');
    }
  });
});

describe('an SPA page whose hints fail', () => {
  it('is served without the failing part instead of failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hk-spa-'));
    const html = '<!doctype html><html><head><title>Seite</title></head><body></body></html>';
    writeFileSync(join(dir, 'index.html'), html);
    const app = express().use(
      spaHandler(
        { prefix: '/', dir },
        {
          pageHints: [
            () => Promise.reject(new Error('Datenbank nicht erreichbar')),
            async () => ({ head: '<meta name="hinweis" content="ok">' }),
          ],
        },
      ),
    );
    const page = await request(app)
      .get('/configure')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toBe(html.replace('</head>', '<meta name="hinweis" content="ok">\n  </head>'));
  });
});
