import { Injectable, Logger } from '@nestjs/common';
import { errorMessage } from '../common/errors/error-message.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import type { MailQueue } from './mail-job.js';

/** Without Redis the API sends mails itself, once; failed ones stay in the outbox as PENDING. */
@Injectable()
export class InProcessMailQueue implements MailQueue {
  private readonly logger = new Logger('Mail');

  constructor(private readonly delivery: MailDeliveryService) {}

  async enqueue(outboxIds: string[]): Promise<void> {
    for (const id of outboxIds) {
      void this.delivery
        .deliver(id, false)
        .catch((error: unknown) => this.logger.warn(`Mail ${id} not delivered: ${errorMessage(error)}`));
    }
  }
}
