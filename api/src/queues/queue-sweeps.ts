import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ConversionSweeper } from '../conversion/conversion-sweeper.js';
import { OutboxSweeper } from '../mail/outbox-sweeper.js';
import { SavedPlanSweeper } from '../saved-plans/saved-plan-sweeper.js';

/**
 * The database is the record of what must happen; Redis only carries the jobs and may lose them
 * (an outage while the API queues, a restart without persistence). So the worker queues again
 * whatever the database still waits for: on start, then as often as it looks for stalled jobs.
 * The same rhythm drops expired saved plans.
 */
@Injectable()
export class QueueSweeps implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('QueueSweeps');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxSweeper,
    private readonly conversions: ConversionSweeper,
    private readonly savedPlans: SavedPlanSweeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.start();
    await this.sweeping;
    this.timer = setInterval(() => this.start(), this.config.conversion.stalledCheckSeconds * 1000);
  }

  /** Before the database connection closes, so no sweep starts on a closed pool. */
  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep at a time; a failed one (database or Redis down) is simply tried again next time. */
  private start(): void {
    this.sweeping ??= this.sweep()
      .catch((error: unknown) => this.logger.warn(`sweep not finished, tried again later: ${errorMessage(error)}`))
      .finally(() => {
        this.sweeping = null;
      });
  }

  private async sweep(): Promise<void> {
    await this.outbox.sweep();
    await this.conversions.sweep();
    await this.savedPlans.sweep();
  }
}
