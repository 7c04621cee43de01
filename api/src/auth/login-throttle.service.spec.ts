import { setImmediate as nextTurn } from 'node:timers/promises';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { MemoryCounterStore } from '../common/rate-limit/memory-counter-store.js';
import type { AppConfig } from '../config/app-config.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** The in-memory counters (no Redis, or Redis down) reserve attempts as atomically as Redis does. */
describe('LoginThrottleService on in-memory counters', () => {
  const auth = {
    maxFailuresPerAccount: 5,
    maxFailuresPerIp: 1000,
    accountFailureCap: 8,
    lockoutSeconds: 600,
    slowdownMaxSeconds: 0,
  };
  const throttle = () => new LoginThrottleService(new MemoryCounterStore(), { auth } as AppConfig);
  const attempt = { ip: '203.0.113.9', account: 'staff:anna' };
  const wrong = async () => {
    await nextTurn();
    return new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
  };
  const codesOf = (results: PromiseSettledResult<unknown>[]) =>
    results.map((result) => (result.status === 'rejected' ? (result.reason as ApiException).code : 'OK'));

  it('checks at most the limit of parallel wrong guesses', async () => {
    const service = throttle();
    let checked = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        service.guard(attempt, () => {
          checked += 1;
          return wrong();
        }),
      ),
    );
    expect(checked).toBe(5);
    expect(codesOf(results).filter((code) => code === ErrorCode.ACCOUNT_LOCKED)).toHaveLength(35);
  });

  it('gives a successful attempt back, and does not count an error that was no wrong password', async () => {
    const service = throttle();
    for (let i = 0; i < 4; i += 1) await expect(service.guard(attempt, wrong)).rejects.toThrow(ApiException);
    await expect(service.guard(attempt, () => Promise.reject(new Error('Datenbank weg')))).rejects.toThrow('weg');
    await expect(service.guard(attempt, async () => 'angemeldet')).resolves.toBe('angemeldet');
    for (let i = 0; i < 5; i += 1) await expect(service.guard(attempt, wrong)).rejects.toThrow(ApiException);
    const locked = await service.guard(attempt, async () => 'angemeldet').catch((error: ApiException) => error);
    expect((locked as ApiException).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('checks one attempt of an account at a time, from however many addresses', async () => {
    const service = throttle();
    let running = 0;
    let mostAtOnce = 0;
    await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        service.guard({ ip: `203.0.113.${i}`, account: 'staff:anna' }, async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
          return wrong();
        }),
      ),
    );
    expect(mostAtOnce).toBe(1);
  });

  it('tells the check once the failures from all addresses reach the cap, and a success clears them', async () => {
    const service = throttle();
    const capped: boolean[] = [];
    const from = (i: number) => ({ ip: `198.51.100.${i}`, account: 'staff:anna' });
    for (let i = 0; i < 9; i += 1) {
      await service
        .guard(from(i), async ({ accountCapped }) => {
          capped.push(accountCapped);
          return wrong();
        })
        .catch(() => undefined);
    }
    expect(capped).toEqual([false, false, false, false, false, false, false, false, true]);
    await service.guard(from(20), async () => 'mit zweitem Faktor');
    await expect(service.guard(from(21), async ({ accountCapped }) => accountCapped)).resolves.toBe(false);
  });

  it('does not count an attempt the check turned away unchecked', async () => {
    const service = throttle();
    for (let i = 0; i < 8; i += 1)
      await service.guard({ ip: `192.0.2.${i}`, account: 'code:123456' }, wrong).catch(() => 0);
    const attempt = { ip: '192.0.2.99', account: 'code:123456' };
    for (let i = 0; i < 10; i += 1) {
      const error = await service
        .guard(attempt, async ({ accountCapped }) => {
          if (accountCapped) throw await service.accountLocked(attempt);
          return 'angemeldet';
        })
        .catch((reason: ApiException) => reason);
      expect((error as ApiException).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    }
    // The owner gets in with a second factor; the turned-away address was not locked on the way.
    await service.guard({ ip: '192.0.2.200', account: 'code:123456' }, async () => 'mit zweitem Faktor');
    await expect(service.guard(attempt, async () => 'angemeldet')).resolves.toBe('angemeldet');
  });
});
