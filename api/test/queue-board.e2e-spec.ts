import { ErrorCode } from '@hauskonfig/shared';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { MAIL_QUEUE } from '../src/mail/mail-job.js';
import { createStaff } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

const BOARD = 'board.example';

/**
 * The queue board sits behind basic auth, which the browser sends along with any request to it,
 * also with one another site's page makes. Its actions must come from its own pages.
 */
describe('queue board actions', () => {
  let t: TestApp;
  let server: App;
  let staff: { username: string; password: string };
  let mails: Queue;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await createStaff(t.dataSource);
    mails = t.app.get<Queue>(getQueueToken(MAIL_QUEUE), { strict: false });
  });
  afterAll(() => t.close());

  const board = (method: 'get' | 'post' | 'put', path: string) =>
    request(server)[method](`/ops/queues/api/queues${path}`).set('Host', BOARD).auth(staff.username, staff.password);

  const waitingMails = async () => (await mails.getJobCounts()).waiting;

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: `https://${BOARD}` }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an opaque Origin', { Origin: 'null' }],
  ])('refuses a text/plain POST from %s with 403 CROSS_SITE_REQUEST', async (_label, headers) => {
    const before = await waitingMails();
    const res = await board('post', `/${MAIL_QUEUE}/add`)
      .set(headers)
      .set('Content-Type', 'text/plain')
      .send('{"name":"x","data":{}}');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: ErrorCode.CROSS_SITE_REQUEST,
      message: 'Diese Aktion ist nur von dieser Seite selbst aus erlaubt.',
    });
    expect(await waitingMails()).toBe(before);
  });

  it("takes an action from the board's own page", async () => {
    await board('put', `/${MAIL_QUEUE}/pause`).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(await mails.isPaused()).toBe(true);
    await board('put', `/${MAIL_QUEUE}/resume`).set('Origin', `http://${BOARD}`).expect(200);
    expect(await mails.isPaused()).toBe(false);
  });

  it('still lets any page link to the board (reading changes nothing)', async () => {
    const res = await board('get', '').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});
