import { ErrorCode, THEME_COLORS, VENDOR_SETTINGS_ELEMENT_ID } from '@hauskonfig/shared';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { IMPRINT_PLACEHOLDER, PRIVACY_PLACEHOLDER } from '../src/vendor-settings/vendor-settings.defaults.js';
import { VendorSettings } from '../src/vendor-settings/vendor-settings.entity.js';
import { Session, bearer, staffSession } from './support/fixtures.js';
import { makePng } from './support/model-fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

const settingsBlock = (html: string) =>
  html.match(
    new RegExp(`<script type="application/json" id="${VENDOR_SETTINGS_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  )?.[1];

describe('vendor settings', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    // Other specs of the run may have saved settings: each case here starts from none.
    await t.dataSource.getRepository(VendorSettings).clear();
  });
  afterAll(() => t.close());

  const fields = (overrides: Record<string, string> = {}) => ({
    vendorName: 'Musterhaus Fertigbau GmbH',
    primaryColor: '#1A5E3A',
    websiteUrl: 'https://www.musterhaus-fertigbau.example',
    imprintText: 'Musterhaus Fertigbau GmbH\n\nMusterstraße 1, 4020 Linz',
    privacyText: 'Wir verarbeiten Ihre Daten nur zur Bearbeitung Ihrer Anfrage.',
    defaultContactPersonId: '',
    ...overrides,
  });
  const put = (values: Record<string, string>, files: Record<string, Buffer> = {}) => {
    const call = request(server).put('/api/v1/admin/settings').set(bearer(staff));
    for (const [key, value] of Object.entries(values)) call.field(key, value);
    for (const [key, file] of Object.entries(files)) call.attach(key, file, `${key}.png`);
    return call;
  };

  it('answers neutral defaults before anything is saved, with an ETag', async () => {
    const res = await request(server).get('/api/v1/settings').expect(200);
    expect(res.body).toEqual({
      vendorName: 'Fertighaus-Konfigurator',
      logoUrl: null,
      heroImageUrl: null,
      primaryColor: THEME_COLORS.primary,
      websiteUrl: null,
      imprintText: IMPRINT_PLACEHOLDER,
      privacyText: PRIVACY_PLACEHOLDER,
      privacyVersion: 1,
    });
    await request(server).get('/api/v1/settings').set('If-None-Match', res.headers.etag).expect(304);
    const admin = await request(server).get('/api/v1/admin/settings').set(bearer(staff)).expect(200);
    expect(admin.body).toMatchObject({ imprintText: '', privacyText: '', defaultContactPersonId: null });
  });

  it('is edited by staff only', async () => {
    await request(server).get('/api/v1/admin/settings').expect(401);
    await request(server).put('/api/v1/admin/settings').send(fields()).expect(401);
  });

  it('refuses invalid values with German field errors', async () => {
    const res = await put(
      fields({
        vendorName: ' ',
        primaryColor: 'rot',
        websiteUrl: 'ftp://musterhaus.example',
        imprintText: 'x'.repeat(20001),
      }),
    ).expect(400);
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
    );
    expect(byField).toEqual({
      vendorName: 'Das Feld Name des Anbieters muss ausgefüllt werden',
      primaryColor: 'Bitte geben Sie die Hauptfarbe im Format #rrggbb an (z. B. #e30613).',
      websiteUrl: 'Bitte geben Sie die Website als vollständige Adresse mit http:// oder https:// an.',
      imprintText: 'Impressum darf höchstens 20000 Zeichen lang sein',
    });
    const unknown = await put(fields({ defaultContactPersonId: '00000000-0000-4000-8000-000000000000' })).expect(422);
    expect(unknown.body.errors).toEqual([
      { field: 'defaultContactPersonId', messages: ['Den gewählten Ansprechpartner gibt es nicht.'] },
    ]);
  });

  it('saves the frame with logo and hero picture, served as webp with a small variant', async () => {
    const person = await t.dataSource
      .getRepository(ContactPerson)
      .save({ name: 'Eva Vorgabe', email: 'eva@example.at', phoneNumber: '0732 654321', published: true });
    const saved = (
      await put(fields({ defaultContactPersonId: person.id }), {
        logo: await makePng(600, 200),
        heroImage: await makePng(1920, 1080),
      }).expect(200)
    ).body;
    expect(saved).toMatchObject({
      vendorName: 'Musterhaus Fertigbau GmbH',
      primaryColor: '#1a5e3a',
      defaultContactPersonId: person.id,
      privacyVersion: 2,
      logoUrl: expect.stringMatching(/^\/api\/v1\/files\/settings\/[0-9a-f-]{36}\.webp$/),
      heroImageUrl: expect.stringMatching(/^\/api\/v1\/files\/settings\/[0-9a-f-]{36}\.webp$/),
    });
    const publicAnswer = (await request(server).get('/api/v1/settings').expect(200)).body;
    expect(publicAnswer).not.toHaveProperty('defaultContactPersonId');
    expect(publicAnswer.imprintText).toBe('Musterhaus Fertigbau GmbH\n\nMusterstraße 1, 4020 Linz');

    const width = async (url: string) => {
      const res = await request(server).get(url).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      return (await sharp(res.body as Buffer).metadata()).width;
    };
    expect(await width(saved.heroImageUrl)).toBe(1600);
    expect(await width(`${saved.heroImageUrl}?size=small`)).toBe(800);
    expect(await width(saved.logoUrl)).toBe(600);

    // A new hero picture replaces the old one; removing the logo drops it.
    const next = (await put(fields({ removeLogo: 'true' }), { heroImage: await makePng(800, 450) }).expect(200)).body;
    expect(next.logoUrl).toBeNull();
    expect(next.heroImageUrl).not.toBe(saved.heroImageUrl);
    await request(server).get(saved.heroImageUrl).expect(404);
    await request(server).get(saved.logoUrl).expect(404);
    await request(server).get(next.heroImageUrl).expect(200);
  });

  it('raises the privacy version only when the privacy text changes', async () => {
    const before = (await request(server).get('/api/v1/admin/settings').set(bearer(staff))).body;
    const same = (await put(fields({ vendorName: 'Neuer Name', privacyText: before.privacyText })).expect(200)).body;
    expect(same.privacyVersion).toBe(before.privacyVersion);
    const changed = (await put(fields({ privacyText: `${before.privacyText} Neu.` })).expect(200)).body;
    expect(changed.privacyVersion).toBe(before.privacyVersion + 1);
    expect((await request(server).get('/api/v1/settings')).body.privacyVersion).toBe(before.privacyVersion + 1);
  });

  it('stores the legal texts with plain line breaks, however the browser sent them', async () => {
    const before = (await request(server).get('/api/v1/admin/settings').set(bearer(staff))).body;
    const typed = 'Erster Absatz.\n\nZweiter Absatz.';
    const saved = (await put(fields({ imprintText: 'Zeile 1\r\nZeile 2', privacyText: typed })).expect(200)).body;
    expect(saved.imprintText).toBe('Zeile 1\nZeile 2');
    // The same text sent again as CRLF (as a browser's FormData does) is no new version.
    const again = (await put(fields({ privacyText: typed.replace(/\n/g, '\r\n') })).expect(200)).body;
    expect(again.privacyText).toBe(typed);
    expect(again.privacyVersion).toBe(saved.privacyVersion);
    expect(saved.privacyVersion).toBeGreaterThanOrEqual(before.privacyVersion);
  });

  it('clears the default contact person when that person is deleted', async () => {
    const person = await t.dataSource
      .getRepository(ContactPerson)
      .save({ name: 'Kurz Vorgabe', email: 'kurz@example.at', phoneNumber: '0732 111111', published: false });
    await put(fields({ defaultContactPersonId: person.id })).expect(200);
    await request(server).delete(`/api/v1/admin/contact-people/${person.id}`).set(bearer(staff)).expect(200);
    const after = (await request(server).get('/api/v1/admin/settings').set(bearer(staff))).body;
    expect(after.defaultContactPersonId).toBeNull();
  });

  it('embeds the settings in every public page and draws the hero picture into the start page', async () => {
    const home = await request(server).get('/').expect(200);
    const settings = (await request(server).get('/api/v1/settings')).body;
    expect(JSON.parse(settingsBlock(home.text)!)).toEqual(settings);
    // The static shell shows the picture before the page's code has run, with the page's srcset.
    expect(home.text).toContain(
      `<img class="shell-hero" src="${settings.heroImageUrl}" srcset="${settings.heroImageUrl}?size=small 800w, ${settings.heroImageUrl} 1600w" sizes="100vw" alt="" fetchpriority="high">`,
    );
    const login = await request(server).get('/login').expect(200);
    expect(JSON.parse(settingsBlock(login.text)!)).toEqual(settings);
    expect(login.text).not.toContain('shell-hero');
  });

  it("shows a staff text with $' $` $& as written and leaves the page intact", async () => {
    // As replacement patterns these copy the rest, the start or the match of the page into the head.
    const vendorName = "Bau $' & $` GmbH $&";
    const imprintText = "Preise in $' und $`\n$& Ende";
    await put(fields({ vendorName, imprintText })).expect(200);
    for (const path of ['/', '/login']) {
      const page = await request(server).get(path).expect(200);
      expect(page.text.match(/<\/head>/g)).toHaveLength(1);
      expect(page.text.match(/<body>/g)).toHaveLength(1);
      expect(page.text.trimEnd().endsWith('</html>')).toBe(true);
      expect(JSON.parse(settingsBlock(page.text)!)).toMatchObject({ vendorName, imprintText });
    }
  });
});
