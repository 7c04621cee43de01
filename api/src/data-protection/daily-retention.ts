import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { errorMessage } from '../common/errors/error-message.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { RetentionService } from './retention.service.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Runs the retention once a day in one API process: every hour each instance tries to take a lock
 * that lasts a day (in Redis, shared by all instances), and the one that gets it deletes. The
 * first try comes a minute after the start, so a start is not slowed by it.
 */
@Injectable()
export class DailyRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Retention');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly retention: RetentionService,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
  ) {}

  onApplicationBootstrap(): void {
    const first = setTimeout(() => this.tick(), 60_000);
    const hourly = setInterval(() => this.tick(), HOUR_MS);
    for (const timer of [first, hourly]) timer.unref();
    this.timers = [first, hourly];
  }

  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private tick(): void {
    this.runOnceToday().catch((error: unknown) =>
      this.logger.warn(`Retention not finished, tried again tomorrow: ${errorMessage(error)}`),
    );
  }

  private async runOnceToday(): Promise<void> {
    if (await this.counters.lock('retention:daily', DAY_SECONDS)) await this.retention.run();
  }
}
