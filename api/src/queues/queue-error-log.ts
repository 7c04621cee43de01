import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { errorMessage } from '../common/errors/error-message.js';
import { MODEL_CONVERSION_QUEUE } from '../conversion/conversion-job.js';
import { MAIL_QUEUE } from '../mail/mail-job.js';

/**
 * Bull passes its Redis connections' errors, and its own (a job it could not fetch or finish), on
 * as the queue's 'error' event, where its placeholder listener drops them: they are logged here.
 */
@Injectable()
export class QueueErrorLog {
  private readonly logger = new Logger('Queue');

  constructor(@InjectQueue(MODEL_CONVERSION_QUEUE) conversions: Queue, @InjectQueue(MAIL_QUEUE) mails: Queue) {
    for (const queue of [conversions, mails]) {
      queue.on('error', (error: unknown, during?: string) =>
        this.logger.warn(`${queue.name}: ${during ? `${during}: ` : ''}${errorMessage(error)}`),
      );
    }
  }
}
