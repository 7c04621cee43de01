// npm run fault:api-kill — the API process is killed (SIGKILL) while visitors send requests, three
// times over. Every request must be stored whole (request, works, first status, both mails) or not
// at all, every one answered 201 must be there, and a worker started afterwards sends every mail.
import { productEnv, startApi, startWorker } from './product-processes.mjs';
import { call, privacyConsent, runScenario, sleep } from './scenario.mjs';

const PORT = 3394;
const ROUNDS = 3;
const SENDERS = 24;

const passed = await runScenario(
  'Fault: API killed during request submissions',
  async ({ postgres, redis, db, report, onCleanup }) => {
    // No per-IP limit here: every submission comes from this one machine.
    const env = productEnv({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      port: PORT,
      extra: { REQUESTS_PER_IP_PER_HOUR: '1000000' },
    });
    let api = await startApi(env);
    onCleanup(() => api.kill());

    // A published house with a contact person, so each request gets two mails.
    const { rows: people } = await db.query(
      `INSERT INTO contact_people (name, email, phone_number, published) VALUES ('Petra Plan', 'petra@example.at', '+43 732 1000', true) RETURNING id`,
    );
    const { rows: houses } = await db.query(
      `INSERT INTO houses (name, kind, property_shape, construction_method, roof_shape, size_in_sqm, published, contact_person_id)
     VALUES ('Killhaus', 'TEMPLATE', 'STRAIGHT', 'SOLID', 'GABLE', 140, true, $1) RETURNING id`,
      [people[0].id],
    );
    const { rows: works } = await db.query(`SELECT id FROM construction_works ORDER BY id LIMIT 3`);
    const workIds = works.map((w) => w.id);
    const consent = await privacyConsent(api.base);

    const answered = [];
    let sent = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      let running = true;
      const sender = async () => {
        while (running) {
          sent += 1;
          const email = `kill-${round}-${sent}@example.at`;
          const result = await call(api.base, '/api/v1/customer-requests/incoming', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email,
              firstname: 'Karl',
              lastname: `Runde${round}`,
              phoneNumber: '0660 1234567',
              houseId: houses[0].id,
              constructionWorkIds: workIds,
              ...consent,
            }),
          });
          if (result.status === 201) answered.push({ email, id: result.body.id });
          if (result.status === 0) return;
        }
      };
      const senders = Promise.all(Array.from({ length: SENDERS }, sender));
      await sleep(700 + round * 300);
      await api.kill('SIGKILL');
      running = false;
      await senders;
      console.log(
        `  round ${round}: API killed with requests in flight (${answered.length} answered 201 so far, ${sent} sent)`,
      );
      api = await startApi(env);
    }

    const { rows: stored } = await db.query(
      `SELECT r.id, r.email,
            (SELECT count(*)::int FROM request_works w WHERE w.customer_request_id = r.id) AS works,
            (SELECT count(*)::int FROM request_status_changes s WHERE s.customer_request_id = r.id) AS statuses,
            (SELECT count(*)::int FROM mail_outbox m WHERE m.customer_request_id = r.id) AS mails
       FROM customer_requests r`,
    );
    const whole = stored.filter((r) => r.works === workIds.length && r.statuses === 1 && r.mails === 2);
    report.check(
      stored.length > 0 && whole.length === stored.length,
      `every stored request is whole: ${workIds.length} works, its first status, 2 mails (${whole.length}/${stored.length})`,
    );
    const storedIds = new Set(stored.map((r) => r.id));
    report.check(
      answered.every((a) => storedIds.has(a.id)),
      `every request answered 201 is stored (${answered.filter((a) => storedIds.has(a.id)).length}/${answered.length})`,
    );
    report.check(
      stored.length >= answered.length,
      `${sent} sent, ${answered.length} answered 201, ${stored.length} stored (${stored.length - answered.length} committed just before a kill, never answered; the rest not stored at all)`,
    );
    const { rows: orphans } = await db.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE customer_request_id IS NULL`,
    );
    report.check(orphans[0].n === 0, `no mail without its request (${orphans[0].n})`);

    const worker = startWorker(env);
    onCleanup(() => worker.kill());
    const started = Date.now();
    let pending = null;
    while (Date.now() - started < 90_000) {
      pending = (await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'SENT'`)).rows[0].n;
      if (pending === 0) break;
      await sleep(500);
    }
    report.check(
      pending === 0,
      `a worker started afterwards sent every mail, also those of unanswered requests (${stored.length * 2 - pending}/${stored.length * 2} SENT)`,
    );
  },
);
process.exit(passed ? 0 : 1);
