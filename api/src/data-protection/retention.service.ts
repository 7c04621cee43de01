import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RequestStatus } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { RequestHousesService } from '../customer-requests/request-houses.service.js';
import { deleteOutboxMails, removeMailFiles } from '../mail/mail-copies.js';
import { MailOutbox, MailStatus } from '../mail/mail-outbox.entity.js';
import { SavedPlan } from '../saved-plans/saved-plan.entity.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';

/** Requests that ended without a sale; kept only as long as the settings say. */
const CLOSED_STATUSES = [RequestStatus.DECLINED, RequestStatus.ARCHIVED];

export interface RetentionResult {
  savedPlans: number;
  requests: number;
  mails: number;
}

/**
 * Deletes personal data older than the retention periods of the security settings: saved plans
 * by their last save, declined or archived requests by their last change (with everything the
 * request deletion takes along), copies of sent or given-up mails by their sending.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SecuritySettingsService,
    private readonly requestHouses: RequestHousesService,
  ) {}

  async run(now = new Date()): Promise<RetentionResult> {
    const settings = await this.settings.current();
    const before = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

    const plans = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SavedPlan)
      .where('saved_at < :cutoff', { cutoff: before(settings.savedPlanRetentionDays) })
      .execute();

    const closed = await this.dataSource
      .getRepository(CustomerRequest)
      .createQueryBuilder('request')
      .select('request.id', 'id')
      .where('request.status IN (:...statuses)', { statuses: CLOSED_STATUSES })
      .andWhere('request.updatedAt < :cutoff', { cutoff: before(settings.closedRequestRetentionDays) })
      .getRawMany<{ id: string }>();
    let mails = 0;
    for (const { id } of closed) mails += (await this.requestHouses.removeRequest(id)).mails;

    const sent = await this.dataSource
      .getRepository(MailOutbox)
      .createQueryBuilder('mail')
      .select('mail.id', 'id')
      .where('mail.status IN (:...statuses)', { statuses: [MailStatus.SENT, MailStatus.FAILED] })
      .andWhere('coalesce(mail.sentAt, mail.createdAt) < :cutoff', { cutoff: before(settings.sentMailRetentionDays) })
      .getRawMany<{ id: string }>();
    const deleted = await this.dataSource.transaction((manager) =>
      deleteOutboxMails(manager, { ids: sent.map((mail) => mail.id) }),
    );
    await removeMailFiles(this.config.mail.outboxDir, deleted.ids);

    const result = { savedPlans: plans.affected ?? 0, requests: closed.length, mails: mails + deleted.ids.length };
    // Counts only, never names.
    this.logger.log(
      `Retention: deleted ${result.savedPlans} saved plans, ${result.requests} declined or archived requests, ${result.mails} mail copies`,
    );
    return result;
  }
}
