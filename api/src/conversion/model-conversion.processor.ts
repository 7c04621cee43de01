import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { ConversionJob, MODEL_CONVERSION_QUEUE } from './conversion-job.js';
import { ConversionRunner } from './conversion-runner.js';

/** The worker's side of the queue; each job converts in a child process (see runConverter). */
@Processor(MODEL_CONVERSION_QUEUE)
export class ModelConversionProcessor {
  constructor(private readonly runner: ConversionRunner) {}

  @Process({ concurrency: 1 })
  async convert(job: Job<ConversionJob>): Promise<string> {
    const isLastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const { outcome, message } = await this.runner.run(
      job.data,
      isLastAttempt,
      (percent) => void job.progress(percent),
    );
    if (outcome === 'hopeless') {
      // A broken model stays broken: no retries.
      await job.discard();
      throw new Error(message);
    }
    if (outcome === 'retry') throw new Error(message);
    return outcome;
  }
}
