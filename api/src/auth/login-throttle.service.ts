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
  lock: string;
}

/** What a password check learns from the lock-out before it runs. */
export interface CheckContext {
  /**
   * The account failed the cap from all addresses together: its password may be checked only for
   * an attempt that first proves a second factor; any other attempt is to throw `accountLocked`.
   */
  accountCapped: boolean;
}

/** Longest wait for another check of the same account to finish before the attempt is turned away. */
const ACCOUNT_LOCK_WAIT_MS = 10_000;
const ACCOUNT_LOCK_POLL_MS = 25;

/**
 * Brute-force protection shared by every password check (staff login, customer login, queue board,
 * confirming one's own password). Within a window, failures lock the pair of account and client
 * address, and the client address across accounts; a stranger cannot lock someone else out. Failures
 * of an account from all addresses slow its checks down (a doubling delay, bounded) and, from a cap
 * on, let only attempts with a valid second factor reach the password: guessing from many addresses
 * ends there, and staff with a second factor still get in. One check of an account runs at a time.
 * Counters and locks live in Redis so every API instance shares them.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs one password check under the lock-out. `check` answers the result, or the error to raise
   * for a failed check; an error it throws does not count. The attempt is counted before the check
   * (an atomic increment, not a read): parallel guesses beyond the limit are refused without being
   * evaluated. A success gives the attempt back and clears the failures of the pair and the account.
   */
  async guard<T>(attempt: LoginAttempt, check: (context: CheckContext) => Promise<T | ApiException>): Promise<T> {
    const keys = this.keys(attempt);
    await this.reserve(keys);
    let lockToken: string;
    try {
      lockToken = await this.lockAccount(keys.lock);
    } catch (error) {
      await this.release(keys);
      throw error;
    }
    try {
      return await this.checkLocked(keys, check);
    } finally {
      await this.counters.unlock(keys.lock, lockToken);
    }
  }

  /** The answer for an attempt on a capped account that brings no valid second factor. */
  accountLocked(attempt: LoginAttempt): Promise<ApiException> {
    return this.lockedError(this.keys(attempt).account);
  }

  private async checkLocked<T>(keys: AttemptKeys, check: (context: CheckContext) => Promise<T | ApiException>) {
    let outcome: T | ApiException;
    try {
      const failures = await this.counters.count(keys.account);
      await this.slowDown(failures);
      outcome = await check({ accountCapped: failures >= this.config.auth.accountFailureCap });
    } catch (error) {
      // Not a wrong password (e.g. the database is down, or nothing was checked): the attempt does not count.
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

  private keys(attempt: LoginAttempt): AttemptKeys {
    return {
      pair: `login-failures:pair:${attempt.account}|${attempt.ip}`,
      ip: `login-failures:ip:${attempt.ip}`,
      account: `login-failures:account:${attempt.account}`,
      lock: `login-check:account:${attempt.account}`,
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

  /**
   * Waits until no other check of the account runs, then holds the account; the lock lapses on its
   * own should this process die. After a while the attempt is turned away rather than queued on.
   */
  private async lockAccount(lockKey: string): Promise<string> {
    const ttlSeconds = this.config.auth.slowdownMaxSeconds + 30;
    const deadline = Date.now() + ACCOUNT_LOCK_WAIT_MS;
    for (;;) {
      const token = await this.counters.lock(lockKey, ttlSeconds);
      if (token) return token;
      if (Date.now() >= deadline) {
        throw new ApiException(429, ErrorCode.LOGIN_BUSY, undefined, undefined, { 'Retry-After': '2' });
      }
      await sleep(ACCOUNT_LOCK_POLL_MS);
    }
  }

  /** From the per-account limit on, each check of the account waits 1, 2, 4 … seconds, at most the setting. */
  private async slowDown(failures: number): Promise<void> {
    const { maxFailuresPerAccount, slowdownMaxSeconds } = this.config.auth;
    const excess = failures - maxFailuresPerAccount;
    if (excess < 0 || slowdownMaxSeconds === 0) return;
    await sleep(Math.min(2 ** excess, slowdownMaxSeconds) * 1000);
  }

  private async lockedError(key: string): Promise<ApiException> {
    const seconds = Math.max(1, await this.counters.secondsLeft(key));
    const message = formatMessage(ERROR_MESSAGES[ErrorCode.ACCOUNT_LOCKED], String(Math.ceil(seconds / 60)));
    return new ApiException(429, ErrorCode.ACCOUNT_LOCKED, message, undefined, { 'Retry-After': String(seconds) });
  }
}
