// npm run fault:postgres — PostgreSQL is stopped (fast shutdown, sessions ended) under load and
// started again 5 s later. While it is down the API must answer 503 with a code and a German
// message (never a 500 or a dropped connection), then recover by itself: same process, no restart.
import { productEnv, staffToken, startApi } from './product-processes.mjs';
import { call, isApiError, privacyConsent, runScenario, sleep } from './scenario.mjs';

/** A visitor's request, sent during the outage and again after it; the consent is read before the outage. */
const sendRequest = (base, consent) =>
  call(base, '/api/v1/customer-requests/incoming', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'pg@example.at',
      firstname: 'Paul',
      lastname: 'Ausfall',
      phoneNumber: '0660 1234567',
      constructionWorkIds: [],
      ...consent,
    }),
  });

const PORT = 3393;
const CLIENTS = 16;
const OUTAGE_MS = 5000;
const GERMAN = /[äöüÄÖÜß]|bitte|nicht/i;

const passed = await runScenario(
  'Fault: PostgreSQL restarted under load',
  async ({ postgres, redis, report, onCleanup }) => {
    const env = productEnv({ databaseUrl: postgres.url, redisUrl: redis.url, port: PORT });
    const api = await startApi(env);
    onCleanup(() => api.kill());
    const token = await staffToken(api.base);
    const consent = await privacyConsent(api.base);
    const staff = { authorization: `Bearer ${token}` };
    const paths = [
      ['/api/v1/houses/templates?roofShape=GABLE', {}],
      ['/api/v1/construction-stages', {}],
      ['/api/v1/contact-people', {}],
      ['/api/v1/users/me', staff],
      ['/api/v1/admin/customer-requests?range=[0,24]', staff],
    ];

    let phase = 'before';
    let running = true;
    const results = [];
    const client = async (n) => {
      for (let i = n; running; i += 1) {
        const [path, headers] = paths[i % paths.length];
        const result = await call(api.base, path, { headers, timeoutMs: 15_000 });
        results.push({ phase, path, at: Date.now(), ...result });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    await sleep(2000);
    phase = 'down';
    postgres.stop();
    const downSince = Date.now();
    await sleep(OUTAGE_MS / 2);
    const submitted = await sendRequest(api.base, consent);
    await sleep(OUTAGE_MS - (Date.now() - downSince));
    phase = 'recovering';
    await postgres.start();
    const upAgain = Date.now();
    // Recovered once every client has had only 200s for a full second.
    let recoveredAt = null;
    while (Date.now() - upAgain < 30_000) {
      await sleep(250);
      const recent = results.filter((r) => r.at > Date.now() - 1000);
      if (recent.length > 0 && recent.every((r) => r.status === 200)) {
        recoveredAt = Date.now() - 1000;
        break;
      }
    }
    phase = 'after';
    await sleep(2000);
    running = false;
    await load;

    const down = results.filter((r) => r.phase === 'down');
    const unavailable = down.filter((r) => r.status === 503);
    const others = down.filter((r) => r.status !== 503 && r.status !== 200);
    report.check(
      unavailable.length > 0,
      `${down.length} calls while PostgreSQL was down: ${unavailable.length} answered 503, ${down.filter((r) => r.status === 200).length} 200 from caches`,
    );
    report.check(
      others.length === 0,
      `no other answer while down: no 500, no 401, no dropped connection (${others.length}${others.length ? `: ${[...new Set(others.map((r) => `${r.status} ${r.body?.code ?? r.body}`))].join(', ')}` : ''})`,
    );
    report.check(
      unavailable.every(
        (r) => isApiError(r.body) && r.body.code === 'SERVICE_UNAVAILABLE' && GERMAN.test(r.body.message),
      ),
      `every 503 has code SERVICE_UNAVAILABLE and a German message ("${unavailable[0]?.body?.message}")`,
    );
    report.check(
      submitted.status === 503 && submitted.body?.code === 'SERVICE_UNAVAILABLE',
      `a request sent while down is refused with 503, not stored half (${submitted.status} ${submitted.body?.code})`,
    );
    const slowest = Math.max(...down.map((r) => r.ms));
    report.check(slowest < 6000, `answers while down came quickly (slowest ${slowest} ms)`);
    report.check(
      recoveredAt !== null,
      `recovered by itself ${recoveredAt ? `${Math.max(0, recoveredAt - upAgain)} ms after PostgreSQL was back` : 'never (30 s)'}`,
    );
    const after = results.filter((r) => r.phase === 'after');
    report.check(
      after.length > 0 && after.every((r) => r.status === 200),
      `all ${after.length} calls afterwards answered 200`,
    );
    report.check(
      api.child.exitCode === null && api.child.signalCode === null,
      `the same API process (pid ${api.child.pid}) served throughout`,
    );
    const retry = await sendRequest(api.base, consent);
    report.check(retry.status === 201, `the same request sent again afterwards is stored (${retry.status})`);
  },
);
process.exit(passed ? 0 : 1);
