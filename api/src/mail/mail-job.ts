export const MAIL_QUEUE = 'mail';

/** Deliver one outbox row; the job id is the row id, so a mail is queued once. */
export interface MailJob {
  outboxId: string;
}

/** Where the API hands mails for delivery: Bull on Redis, or in-process without Redis. */
export interface MailQueue {
  enqueue(outboxIds: string[]): Promise<void>;
}

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');
