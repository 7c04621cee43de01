import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ConversionSweeper } from '../conversion/conversion-sweeper.js';
import { OutboxSweeper } from '../mail/outbox-sweeper.js';

/**
 * The database is the record of what must happen; Redis only carries the jobs and may lose them
 * (an outage while the API queues, a restart without persistence). So the worker queues again
 * whatever the database still waits for: on start, then as often as it looks for stalled jobs.
 */
@Injectable()
export class QueueSweeps implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('QueueSweeps');
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxSweeper,
    private readonly conversions: ConversionSweeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
    this.timer = setInterval(() => void this.run(), this.config.conversion.stalledCheckSeconds * 1000);
  }

  /** Before the database connection closes, so no sweep starts on a closed pool. */
  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep at a time; a failed one (database or Redis down) is simply tried again next time. */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.outbox.sweep();
      await this.conversions.sweep();
    } catch (error) {
      this.logger.warn(`sweep not finished, tried again later: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
