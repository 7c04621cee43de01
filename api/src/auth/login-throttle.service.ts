import { Inject, Injectable } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorCode, formatMessage } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { COUNTER_STORE, CounterStore } from '../common/rate-limit/counter-store.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

/** Which login is being attempted, by whom (IP) and for what (username or six-digit code). */
export interface LoginAttempt {
  ip: string;
  account: string;
}

/**
 * Brute-force protection for both logins. Failures are counted per account and per IP over a
 * window; reaching either limit locks further attempts until the window ends. The counters live
 * in Redis so every API instance shares them.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private keys(attempt: LoginAttempt) {
    return {
      ip: `login-failures:ip:${attempt.ip}`,
      account: `login-failures:account:${attempt.account.toLowerCase()}`,
    };
  }

  /** Throws 429 ACCOUNT_LOCKED while the account or the IP is locked. */
  async assertAllowed(attempt: LoginAttempt): Promise<void> {
    const { ip, account } = this.keys(attempt);
    const { maxFailuresPerAccount, maxFailuresPerIp } = this.config.auth;
    const [accountFailures, ipFailures] = await Promise.all([this.counters.count(account), this.counters.count(ip)]);
    const lockedKey = accountFailures >= maxFailuresPerAccount ? account : ipFailures >= maxFailuresPerIp ? ip : null;
    if (lockedKey) throw await this.lockedError(lockedKey);
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const { ip, account } = this.keys(attempt);
    const window = this.config.auth.lockoutSeconds;
    await Promise.all([this.counters.increment(account, window), this.counters.increment(ip, window)]);
  }

  /** A successful login clears the account's failures (not the IP's). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.counters.reset(this.keys(attempt).account);
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

  private async lockedError(key: string): Promise<ApiException> {
    const seconds = Math.max(1, await this.counters.secondsLeft(key));
    const message = formatMessage(ERROR_MESSAGES[ErrorCode.ACCOUNT_LOCKED], String(Math.ceil(seconds / 60)));
    return new ApiException(429, ErrorCode.ACCOUNT_LOCKED, message, undefined, { 'Retry-After': String(seconds) });
  }
}
