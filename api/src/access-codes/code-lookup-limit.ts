import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

const MINUTE_SECONDS = 60;

/**
 * Limits look-ups of six-digit codes (customer links, opening or overwriting saved plans), whose
 * answers tell known codes from unknown ones. Per client address (IPv6 by its /64), and across all
 * addresses at once: a botnet of many addresses, each within its own budget, still cannot walk the
 * million codes.
 */
@Injectable()
export class CodeLookupLimit {
  constructor(
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async assertAllowed(ip: string): Promise<void> {
    const { perIpPerMinute, perMinute } = this.config.codeLookups;
    // The address first: one refused there is not counted against everyone's budget.
    await this.count(`code-lookups:ip:${ip}`, perIpPerMinute, ErrorCode.TOO_MANY_REQUESTS);
    await this.count('code-lookups:all', perMinute, ErrorCode.CODE_LOOKUPS_BUSY);
  }

  private async count(key: string, allowed: number, code: ErrorCode): Promise<void> {
    if ((await this.counters.increment(key, MINUTE_SECONDS)) <= allowed) return;
    const seconds = Math.max(1, await this.counters.secondsLeft(key));
    throw new ApiException(429, code, undefined, undefined, { 'Retry-After': String(seconds) });
  }
}
