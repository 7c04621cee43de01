import { Inject, Injectable, Logger } from '@nestjs/common';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ConversionJob } from './conversion-job.js';
import type { ConversionQueue } from './conversion-queue.js';
import { ConversionRunner } from './conversion-runner.js';

/**
 * Without Redis there is no queue and no worker: the API converts one model after another itself
 * (still in a child process with limits). Nothing survives a restart; views stay QUEUED then.
 */
@Injectable()
export class InProcessConversionQueue implements ConversionQueue {
  private readonly logger = new Logger('Conversion');
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly runner: ConversionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.logger.warn('No Redis: model conversions run inside the API process, one at a time.');
  }

  async enqueue(job: ConversionJob): Promise<void> {
    // A database error ends this job only; the view stays waiting and the next job still runs.
    this.chain = this.chain
      .then(() => this.convert(job))
      .catch((error: unknown) =>
        this.logger.error(
          `View ${job.houseViewId}: conversion not finished: ${errorMessage(error)}`,
          error instanceof Error ? error.stack : undefined,
        ),
      );
  }

  private async convert(job: ConversionJob): Promise<void> {
    for (let attempt = 1; attempt <= this.config.conversion.attempts; attempt += 1) {
      const { outcome } = await this.runner.run(job, attempt === this.config.conversion.attempts, () => undefined);
      if (outcome !== 'retry') return;
    }
  }
}
