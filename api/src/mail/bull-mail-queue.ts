import { BullModule, InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { ENQUEUE_TIMEOUT_MS, withinTime } from '../queues/within-time.js';
import { MAIL_QUEUE, MailJob, MailQueue } from './mail-job.js';

/** The mail queue's registration with Bull (the connection is the queues' bull-root.ts). */
export const mailBullQueue = BullModule.registerQueue({ name: MAIL_QUEUE });

/** Mails as Bull jobs, retried with backoff (a mail server that is down comes back). */
@Injectable()
export class BullMailQueue implements MailQueue {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailJob>) {}

  async enqueue(outboxIds: string[]): Promise<void> {
    const added = Promise.all(
      outboxIds.map((outboxId) =>
        this.queue.add(
          { outboxId },
          {
            jobId: outboxId,
            attempts: 5,
            backoff: { type: 'exponential', delay: 10_000 },
            removeOnComplete: 500,
            removeOnFail: 1000,
          },
        ),
      ),
    );
    await withinTime(added, ENQUEUE_TIMEOUT_MS, 'queueing mails');
  }
}
