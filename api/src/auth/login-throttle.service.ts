import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorCode, formatMessage } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Which login is being attempted, by whom (IP) and for what: `staffAccount(name)` or
 * `customerAccount(code)` of login-name.ts, so every spelling of one account shares its counters.
 */
export interface LoginAttempt {
  ip: string;
  account: string;
}

interface AttemptKeys {
  pair: string;
  ip: string;
  account: string;
}

/**
 * Brute-force protection shared by every password check (staff login, customer login, queue board,
 * confirming one's own password). Within a window, failures lock the pair of account and client
 * address, and the client address across accounts; a stranger cannot lock someone else out. Failures
 * of an account from all addresses slow its checks down instead (a doubling delay, bounded). Counters
 * live in Redis so every API instance shares them.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs one password check under the lock-out. `check` answers the result, or the error to raise
   * for a failed check. The attempt is counted before the check (an atomic increment, not a read):
   * parallel guesses beyond the limit are refused without being evaluated. A success gives the
   * attempt back and clears the failures of the pair and of the account.
   */
  async guard<T>(attempt: LoginAttempt, check: () => Promise<T | ApiException>): Promise<T> {
    const keys = this.keys(attempt);
    await this.reserve(keys);
    let outcome: T | ApiException;
    try {
      await this.slowDown(keys.account);
      outcome = await check();
    } catch (error) {
      // Not a wrong password (e.g. the database is down): the attempt does not count.
      await this.release(keys);
      throw error;
    }
    if (outcome instanceof ApiException) {
      await this.counters.increment(keys.account, this.config.auth.lockoutSeconds);
      throw outcome;
    }
    await Promise.all([
      this.counters.reset(keys.pair),
      this.counters.reset(keys.account),
      this.counters.decrement(keys.ip),
    ]);
    return outcome;
  }

  /** Per-IP limit for looking up customer links, which would otherwise enumerate codes. */
  async assertLookupAllowed(ip: string): Promise<void> {
    const key = `customer-link-lookups:ip:${ip}`;
    const count = await this.counters.increment(key, 60);
    if (count > this.config.auth.customerLinkLookupsPerMinute) {
      const seconds = Math.max(1, await this.counters.secondsLeft(key));
      throw new ApiException(429, ErrorCode.TOO_MANY_REQUESTS, undefined, undefined, {
        'Retry-After': String(seconds),
      });
    }
  }

  private keys(attempt: LoginAttempt): AttemptKeys {
    return {
      pair: `login-failures:pair:${attempt.account}|${attempt.ip}`,
      ip: `login-failures:ip:${attempt.ip}`,
      account: `login-failures:account:${attempt.account}`,
    };
  }

  /** Counts the attempt against the pair and the IP; beyond either limit it is taken back and refused (429). */
  private async reserve(keys: AttemptKeys): Promise<void> {
    const { lockoutSeconds, maxFailuresPerAccount, maxFailuresPerIp } = this.config.auth;
    if ((await this.counters.increment(keys.pair, lockoutSeconds)) > maxFailuresPerAccount) {
      await this.counters.decrement(keys.pair);
      throw await this.lockedError(keys.pair);
    }
    if ((await this.counters.increment(keys.ip, lockoutSeconds)) > maxFailuresPerIp) {
      await this.release(keys);
      throw await this.lockedError(keys.ip);
    }
  }

  private async release(keys: AttemptKeys): Promise<void> {
    await Promise.all([this.counters.decrement(keys.pair), this.counters.decrement(keys.ip)]);
  }

  /** From the per-account limit on, each check of the account waits 1, 2, 4 … seconds, at most the setting. */
  private async slowDown(accountKey: string): Promise<void> {
    const { maxFailuresPerAccount, slowdownMaxSeconds } = this.config.auth;
    const excess = (await this.counters.count(accountKey)) - maxFailuresPerAccount;
    if (excess < 0 || slowdownMaxSeconds === 0) return;
    await sleep(Math.min(2 ** excess, slowdownMaxSeconds) * 1000);
  }

  private async lockedError(key: string): Promise<ApiException> {
    const seconds = Math.max(1, await this.counters.secondsLeft(key));
    const message = formatMessage(ERROR_MESSAGES[ErrorCode.ACCOUNT_LOCKED], String(Math.ceil(seconds / 60)));
    return new ApiException(429, ErrorCode.ACCOUNT_LOCKED, message, undefined, { 'Retry-After': String(seconds) });
  }
}
