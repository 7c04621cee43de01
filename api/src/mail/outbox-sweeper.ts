import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MAIL_QUEUE_TOKEN, type MailQueue } from './mail-job.js';
import { MailOutbox, MailStatus } from './mail-outbox.entity.js';

/**
 * Queues (again) every mail still PENDING: a mail written while Redis was down, or whose job a
 * Redis restart lost, is delivered anyway. Job ids make repeats harmless.
 */
@Injectable()
export class OutboxSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
  ) {}

  async sweep(): Promise<number> {
    const pending = await this.dataSource
      .getRepository(MailOutbox)
      .find({ where: { status: MailStatus.PENDING }, select: { id: true } });
    await this.mails.enqueue(pending.map((mail) => mail.id));
    return pending.length;
  }
}
