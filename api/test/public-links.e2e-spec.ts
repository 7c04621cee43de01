import { RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { MailOutbox } from '../src/mail/mail-outbox.entity.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { readPdf } from './support/read-pdf.js';
import { TestApp, createTestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://haus.example';
/** What an attacker sends as Host to have the links lead to a site of theirs. */
const FOREIGN_HOST = 'evil.example';

/** Absolute links in mails and PDFs start with PUBLIC_URL, never with the Host header of the call. */
describe('links in mails and PDFs', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  it('the release mail links to PUBLIC_URL whatever Host the release came with', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const released = await request(server)
      .post(`/api/v1/admin/customer-requests/${id}/release`)
      .set('Host', FOREIGN_HOST)
      .set(bearer(staff))
      .send({ sendMail: true })
      .expect(200);
    const [mail] = await t.dataSource.getRepository(MailOutbox).findBy({ customerRequestId: id });
    expect(mail.textBody).toContain(`${PUBLIC_URL}/?code=${released.body.loginCode}`);
    expect(mail.textBody).not.toContain(FOREIGN_HOST);
  });

  it('the plan PDF links to the shared plan at PUBLIC_URL whatever Host the download came with', async () => {
    const share = await request(server)
      .post('/api/v1/plan-shares')
      .set('Host', FOREIGN_HOST)
      .send({ constructionWorkIds: [] })
      .expect(201);
    const download = await request(server)
      .get(`/api/v1/plan-shares/${share.body.token}/pdf`)
      .set('Host', FOREIGN_HOST)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const pdf = await readPdf(download.body as Buffer);
    expect(pdf.text).toContain(`${PUBLIC_URL}/plan/${share.body.token}`);
    expect(pdf.text).not.toContain(FOREIGN_HOST);
    // The link itself, not only its text.
    expect((download.body as Buffer).toString('latin1')).not.toContain(FOREIGN_HOST);
  });
});
