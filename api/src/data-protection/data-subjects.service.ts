import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HouseKind, type DataSubjectErasureDto, type DataSubjectExportDto } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { RequestHousesService } from '../customer-requests/request-houses.service.js';
import { RequestStatusChange } from '../customer-requests/request-status-change.entity.js';
import { RequestWork } from '../customer-requests/request-work.entity.js';
import { deleteOutboxMails, removeMailFiles } from '../mail/mail-copies.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { PlanPdfService } from '../plan-pdf/plan-pdf.service.js';
import { PlanShare } from '../plan-shares/plan-share.entity.js';
import { SavedPlan } from '../saved-plans/saved-plan.entity.js';
import { NEUTRAL_SETTINGS } from '../vendor-settings/vendor-settings.defaults.js';
import { VENDOR_SETTINGS_ROW_ID, VendorSettings } from '../vendor-settings/vendor-settings.entity.js';
import { DataSubjectErasure } from './data-subject-erasure.entity.js';

/** The one spelling of an address every look-up compares: trimmed and case-folded. */
function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

const iso = (date: Date) => date.toISOString();

/**
 * A data subject's rights (GDPR articles 15, 17 and 20) for one e-mail address: everything the
 * product holds about the person as one JSON document, and its erasure, recorded without anything
 * that identifies the person. Requests are found by their e-mail, saved plans by the e-mail in
 * their personal details, mails by their recipient and their request; plan shares through the
 * requests and mails that carry them.
 */
@Injectable()
export class DataSubjectsService {
  private readonly logger = new Logger('DataSubjects');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requestHouses: RequestHousesService,
    private readonly planPdfs: PlanPdfService,
  ) {}

  async export(email: string): Promise<DataSubjectExportDto> {
    const address = canonicalEmail(email);
    const manager = this.dataSource.manager;
    const requests = await manager
      .getRepository(CustomerRequest)
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.house', 'house')
      .leftJoinAndSelect('request.contactPerson', 'contactPerson')
      .leftJoinAndSelect('request.constructionStage', 'stage')
      .where('lower(request.email) = :address', { address })
      .orderBy('request.createdAt', 'ASC')
      .getMany();
    const requestIds = requests.map((request) => request.id);
    const [works, history, mails, savedPlans, vendor] = await Promise.all([
      requestIds.length
        ? manager
            .getRepository(RequestWork)
            .find({ where: { customerRequestId: In(requestIds) }, relations: { constructionWork: true } })
        : [],
      requestIds.length
        ? manager
            .getRepository(RequestStatusChange)
            .find({ where: { customerRequestId: In(requestIds) }, order: { changedAt: 'ASC' } })
        : [],
      this.mailsOf(address, requestIds),
      this.savedPlansOf(address),
      manager
        .getRepository(VendorSettings)
        .findOneBy({ id: VENDOR_SETTINGS_ROW_ID })
        .then((row) => row ?? NEUTRAL_SETTINGS),
    ]);
    const shareTokens = [
      ...new Set([
        ...requests.flatMap((request) => (request.planShareToken ? [request.planShareToken] : [])),
        ...mails.flatMap((mail) => (mail.planShareToken ? [mail.planShareToken] : [])),
      ]),
    ];
    const shares = shareTokens.length ? await manager.getRepository(PlanShare).findBy({ token: In(shareTokens) }) : [];
    return {
      email: address,
      exportedAt: iso(new Date()),
      requests: requests.map((request) => ({
        id: request.id,
        createdAt: iso(request.createdAt),
        updatedAt: iso(request.updatedAt),
        status: request.status,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phoneNumber: request.phoneNumber,
        propertyNumber: request.propertyNumber,
        place: request.place,
        notes: request.notes,
        house: request.house ? { name: request.house.name, custom: request.house.kind === HouseKind.CUSTOM } : null,
        constructionStage: request.constructionStage?.name ?? null,
        works: works
          .filter((work) => work.customerRequestId === request.id)
          .map((work) => work.constructionWork?.name ?? ''),
        contactPerson: request.contactPerson?.name ?? null,
        customerLoginCode: request.loginCode,
        statusHistory: history
          .filter((change) => change.customerRequestId === request.id)
          .map((change) => ({ from: change.fromStatus, to: change.toStatus, changedAt: iso(change.changedAt) })),
      })),
      savedPlans: savedPlans.map((plan) => ({
        code: plan.code,
        savedAt: iso(plan.savedAt),
        expiresAt: iso(plan.expiresAt),
        content: plan.content,
      })),
      planShares: shares.map((share) => ({
        token: share.token,
        createdAt: iso(share.createdAt),
        snapshot: share.snapshot,
      })),
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        template: mail.template,
        status: mail.status,
        createdAt: iso(mail.createdAt),
        sentAt: mail.sentAt ? iso(mail.sentAt) : null,
        text: mail.textBody,
      })),
      consents: requests.flatMap((request) =>
        request.privacyConsentAt
          ? [
              {
                requestId: request.id,
                consentedAt: iso(request.privacyConsentAt),
                privacyVersion: request.privacyVersion,
                privacyText: vendor && request.privacyVersion === vendor.privacyVersion ? vendor.privacyText : null,
              },
            ]
          : [],
      ),
    };
  }

  /**
   * Deletes everything of the person: requests with their custom houses, customer logins, mails
   * and plan shares; saved plans; mails to the address. Answers, and records, how many went.
   */
  async erase(email: string, actor: AuthUser): Promise<DataSubjectErasureDto> {
    const address = canonicalEmail(email);
    const requests = await this.dataSource
      .getRepository(CustomerRequest)
      .createQueryBuilder('request')
      .select('request.id', 'id')
      .where('lower(request.email) = :address', { address })
      .getRawMany<{ id: string }>();
    let mails = 0;
    let planShares = 0;
    for (const { id } of requests) {
      const removed = await this.requestHouses.removeRequest(id);
      mails += removed.mails;
      planShares += removed.planShares;
    }
    const { record, mailIds, shareTokens } = await this.dataSource.transaction(async (manager) => {
      const plans = await manager
        .createQueryBuilder()
        .delete()
        .from(SavedPlan)
        .where("lower(content -> 'personalInfo' ->> 'email') = :address", { address })
        .execute();
      const addressed = await manager
        .getRepository(MailOutbox)
        .createQueryBuilder('mail')
        .select('mail.id', 'id')
        .where('lower(mail.toAddress) = :address', { address })
        .getRawMany<{ id: string }>();
      const deleted = await deleteOutboxMails(manager, { ids: addressed.map((mail) => mail.id) });
      const tokens = [...new Set(deleted.planShareTokens)];
      const shares = tokens.length ? await manager.getRepository(PlanShare).delete({ token: In(tokens) }) : null;
      const saved = await manager.getRepository(DataSubjectErasure).save({
        erasedByUserId: actor.id,
        requests: requests.length,
        savedPlans: plans.affected ?? 0,
        planShares: planShares + (shares?.affected ?? 0),
        mails: mails + deleted.ids.length,
      });
      return { record: saved, mailIds: deleted.ids, shareTokens: tokens };
    });
    await removeMailFiles(this.config.mail.outboxDir, mailIds);
    await Promise.all(shareTokens.map((token) => this.planPdfs.forget(token)));
    // Counts only: the log never names the person.
    this.logger.log(
      `Data subject erased: ${record.requests} requests, ${record.savedPlans} saved plans, ${record.planShares} plan shares, ${record.mails} mails`,
    );
    return erasureAnswer(record, actor.username);
  }

  /** The erasures so far, newest first (the admin lists them as proof). */
  async erasures(): Promise<DataSubjectErasureDto[]> {
    const rows = await this.dataSource
      .getRepository(DataSubjectErasure)
      .find({ relations: { erasedBy: true }, order: { erasedAt: 'DESC' }, take: 100 });
    return rows.map((row) => erasureAnswer(row, row.erasedBy?.username ?? null));
  }

  private mailsOf(address: string, requestIds: string[]): Promise<MailOutbox[]> {
    const query = this.dataSource
      .getRepository(MailOutbox)
      .createQueryBuilder('mail')
      .where('lower(mail.toAddress) = :address', { address });
    if (requestIds.length) query.orWhere('mail.customerRequestId IN (:...requestIds)', { requestIds });
    return query.orderBy('mail.createdAt', 'ASC').getMany();
  }

  private savedPlansOf(address: string): Promise<SavedPlan[]> {
    return this.dataSource
      .getRepository(SavedPlan)
      .createQueryBuilder('plan')
      .where("lower(plan.content -> 'personalInfo' ->> 'email') = :address", { address })
      .orderBy('plan.savedAt', 'ASC')
      .getMany();
  }
}

function erasureAnswer(record: DataSubjectErasure, erasedBy: string | null): DataSubjectErasureDto {
  return {
    id: record.id,
    erasedAt: iso(record.erasedAt),
    erasedBy,
    requests: record.requests,
    savedPlans: record.savedPlans,
    planShares: record.planShares,
    mails: record.mails,
  };
}
