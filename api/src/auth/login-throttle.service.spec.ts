import { setImmediate as nextTurn } from 'node:timers/promises';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { MemoryCounterStore } from '../common/rate-limit/memory-counter-store.js';
import type { AppConfig } from '../config/app-config.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** The in-memory counters (no Redis, or Redis down) reserve attempts as atomically as Redis does. */
describe('LoginThrottleService on in-memory counters', () => {
  const auth = { maxFailuresPerAccount: 5, maxFailuresPerIp: 1000, lockoutSeconds: 600, slowdownMaxSeconds: 0 };
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
});
