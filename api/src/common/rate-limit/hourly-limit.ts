import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';
import type { CounterStore } from './counter-store.js';

const HOUR_SECONDS = 3600;

/**
 * Counts one more use of `key` (e.g. an address creating saved plans) in the current hour and
 * refuses it with 429 (`code`) and Retry-After once more than `allowed` came in.
 */
export async function countPerHour(
  counters: CounterStore,
  key: string,
  allowed: number,
  code: ErrorCode = ErrorCode.TOO_MANY_REQUESTS,
): Promise<void> {
  if ((await counters.increment(key, HOUR_SECONDS)) > allowed) {
    throw new ApiException(429, code, undefined, undefined, {
      'Retry-After': String(HOUR_SECONDS),
    });
  }
}
