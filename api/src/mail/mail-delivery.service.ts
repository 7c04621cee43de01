import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlanPdfService } from '../plan-pdf/plan-pdf.service.js';
import { PlanShare } from '../plan-shares/plan-share.entity.js';
import { MailOutbox, MailStatus, SECRET_PLACEHOLDER } from './mail-outbox.entity.js';
import { SendMail, createMailTransport } from './mail-transport.js';

/** The text with its secret in place; a function, so no `$` in the secret is read as a pattern. */
const withSecret = (text: string, secret: string | null): string =>
  secret === null ? text : text.replaceAll(SECRET_PLACEHOLDER, () => secret);

/** Sends one outbox row and records the outcome; a sent mail is never sent again. */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger('Mail');
  private readonly send: SendMail;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly planPdfs: PlanPdfService,
  ) {
    this.send = createMailTransport(config.mail);
  }

  /** Returns false when the row is gone or already sent. Throws when sending failed (retry). */
  async deliver(outboxId: string, isLastAttempt: boolean): Promise<boolean> {
    const outbox = this.dataSource.getRepository(MailOutbox);
    const mail = await outbox.findOneBy({ id: outboxId });
    if (!mail || mail.status === MailStatus.SENT) return false;
    try {
      await this.send({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: withSecret(mail.textBody, mail.secret),
        html: mail.htmlBody,
        attachments: await this.attachments(mail),
      });
    } catch (error) {
      const reason = errorMessage(error);
      this.logger.warn(`Mail ${mail.id} to ${mail.toAddress} not sent: ${reason}`);
      // The sending error stays the job's reason even if the database cannot take the note of it.
      await outbox
        .update(mail.id, {
          attempts: mail.attempts + 1,
          lastError: reason,
          ...(isLastAttempt ? { status: MailStatus.FAILED, secret: null } : {}),
        })
        .catch((recordError: unknown) =>
          this.logger.warn(`Mail ${mail.id}: failed attempt not recorded: ${errorMessage(recordError)}`),
        );
      throw error;
    }
    await outbox.update(
      { id: mail.id, status: MailStatus.PENDING },
      { status: MailStatus.SENT, sentAt: new Date(), attempts: mail.attempts + 1, secret: null },
    );
    return true;
  }

  /**
   * The plan's PDF, the stored one (made now if it is the first use). A plan that cannot be made
   * into a PDF does not hold the mail back: it goes without it (logged), the PDF stays downloadable.
   */
  private async attachments(mail: MailOutbox): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
    if (!mail.planShareToken) return [];
    try {
      const share = await this.dataSource.getRepository(PlanShare).findOneBy({ token: mail.planShareToken });
      if (!share) return [];
      const content = await this.planPdfs.read(share.token, share.snapshot);
      return [{ filename: 'Ihre-Hausplanung.pdf', content, contentType: 'application/pdf' }];
    } catch (error) {
      this.logger.warn(`Mail ${mail.id}: plan PDF left out: ${errorMessage(error)}`);
      return [];
    }
  }
}
