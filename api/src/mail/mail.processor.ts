import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MAIL_QUEUE, MailJob } from './mail-job.js';

@Processor(MAIL_QUEUE)
export class MailProcessor {
  constructor(private readonly delivery: MailDeliveryService) {}

  @Process({ concurrency: 2 })
  async deliver(job: Job<MailJob>): Promise<boolean> {
    return this.delivery.deliver(job.data.outboxId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
  }
}
