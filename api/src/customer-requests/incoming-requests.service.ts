import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_HOUSE_ORIENTATION,
  ERROR_MESSAGES,
  ErrorCode,
  HouseKind,
  RequestStatus,
  type CreatedRequestDto,
} from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { errorMessage } from '../common/errors/error-message.js';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { countPerHour } from '../common/rate-limit/hourly-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import { House } from '../houses/house.entity.js';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '../mail/mail-job.js';
import { confirmationMail, contactPersonNotice } from '../mail/request-mails.js';
import { newPlanShareToken } from '../plan-shares/plan-share-token.js';
import { planContact, PlanSnapshotsService } from '../plan-shares/plan-snapshots.service.js';
import { VendorSettingsService } from '../vendor-settings/vendor-settings.service.js';
import { ContactAssignmentService } from '../contact-people/contact-assignment.service.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { ContactPersonResponse } from '../contact-people/dto/contact-person.response.js';
import { IncomingRequestDto } from './dto/incoming-request.dto.js';
import { RequestCountCache } from './request-count-cache.js';
import { storeIncomingRequest } from './store-incoming-request.js';

interface RequestableHouse {
  id: string;
  name: string;
  contactPersonId: string | null;
}

/**
 * A visitor's non-binding request. The request, its works, its first status and both mails are
 * written in one statement: a request is never half stored and never without its mails.
 */
@Injectable()
export class IncomingRequestsService {
  private readonly logger = new Logger('IncomingRequests');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mailQueue: MailQueue,
    private readonly counts: RequestCountCache,
    private readonly snapshots: PlanSnapshotsService,
    private readonly catalogue: CatalogueCache,
    private readonly settings: VendorSettingsService,
    private readonly assignment: ContactAssignmentService,
  ) {}

  async create(dto: IncomingRequestDto, ip: string): Promise<CreatedRequestDto<Date>> {
    await countPerHour(this.counters, `incoming-requests:ip:${ip}`, this.config.auth.requestsPerIpPerHour);
    // The spam trap answers like a success so bots learn nothing, and stores nothing.
    if (dto.website) {
      const { person } = await this.assignment.preview(dto.houseId ?? null);
      return this.answer(randomUUID(), new Date(), person, newPlanShareToken());
    }
    const privacyVersion = await this.consentedVersion(dto);

    const house = dto.houseId ? await this.requestableHouse(dto.houseId) : null;
    if (dto.houseId && !house) throw unprocessableField('houseId', 'Das gewählte Haus ist nicht (mehr) verfügbar.');
    // Checked before a contact person is drawn, so a refused request spends no turn of the rotation:
    // the house and the works, the stage (the one including the others), names and prices as shown now.
    const plan = await this.snapshots.take(dto, null);
    const { person, stamped } = await this.assignment.assign(
      house?.contactPersonId ?? null,
      dto.shownContactPersonId ?? null,
    );
    const snapshot = { ...plan, contactPerson: planContact(person) };

    const row = {
      id: randomUUID(),
      createdAt: new Date(),
      houseId: house?.id ?? null,
      contactPersonId: person?.id ?? null,
      stampContactPersonId: stamped ? null : (person?.id ?? null),
      constructionStageId: snapshot.stage?.id ?? null,
      firstName: dto.firstname,
      lastName: dto.lastname,
      email: dto.email,
      phoneNumber: dto.phoneNumber,
      place: dto.place || null,
      propertyNumber: dto.propertyNumber || null,
      notes: dto.notes?.trim() || null,
      privacyConsentAt: new Date(),
      privacyVersion,
      houseHeading: dto.houseHeading ?? DEFAULT_HOUSE_ORIENTATION.houseHeading,
      sunDate: dto.sunDate ?? DEFAULT_HOUSE_ORIENTATION.sunDate,
      workIds: snapshot.works.map((work) => work.id),
      planShareToken: newPlanShareToken(),
      snapshot,
    };
    const mailInput = {
      ...row,
      requestId: row.id,
      houseName: house?.name ?? null,
      workNames: snapshot.works.map((work) => work.name),
    };
    const mails = [confirmationMail(mailInput)];
    if (person) mails.push(contactPersonNotice(mailInput, person.email));
    const mailIds = await storeIncomingRequest(this.dataSource, { ...row, mails });

    // Once stored the visitor has the answer; telling the others is not waited for (one round trip
    // less under load). This instance's totals are dropped at once; a lost queue entry is not a
    // lost mail, the worker sweeps the outbox regularly.
    this.counts
      .invalidate()
      .catch((error: unknown) => this.logger.warn(`Request ${row.id}: totals not dropped: ${errorMessage(error)}`));
    this.mailQueue
      .enqueue(mailIds)
      .catch((error: unknown) =>
        this.logger.warn(`Request ${row.id}: mails not queued, the worker's sweep sends them: ${errorMessage(error)}`),
      );
    return this.answer(row.id, row.createdAt, person, row.planShareToken);
  }

  private answer(
    id: string,
    createdAt: Date,
    person: ContactPerson | null,
    planShareToken: string,
  ): CreatedRequestDto<Date> {
    return {
      id,
      status: RequestStatus.NEW,
      createdAt,
      contactPerson: person ? ContactPersonResponse.from(person) : null,
      planShareToken,
    };
  }

  /**
   * The version of the privacy text the visitor agreed to, which must be the one in force: consent
   * to an older text does not count, the visitor reads the new one and agrees again.
   */
  private async consentedVersion(dto: IncomingRequestDto): Promise<number> {
    const required = (field: string) => {
      const message = ERROR_MESSAGES[ErrorCode.PRIVACY_CONSENT_REQUIRED];
      return new ApiException(422, ErrorCode.PRIVACY_CONSENT_REQUIRED, message, [{ field, messages: [message] }]);
    };
    if (dto.privacyConsent !== true) throw required('privacyConsent');
    if (dto.privacyVersion === undefined) throw required('privacyVersion');
    const { privacyVersion } = await this.settings.current();
    if (dto.privacyVersion !== privacyVersion) throw new ApiException(409, ErrorCode.PRIVACY_TEXT_CHANGED);
    return privacyVersion;
  }

  /**
   * A published template house with its contact person, from the catalogue cache: it follows
   * every staff change to houses at once.
   */
  private requestableHouse(id: string): Promise<RequestableHouse | null> {
    return this.catalogue.value(`requestable-house:${id}`, async () => {
      const house = await this.dataSource.getRepository(House).findOne({
        where: { id, kind: HouseKind.TEMPLATE, published: true },
        select: { id: true, name: true, contactPersonId: true },
      });
      return house ? { id: house.id, name: house.name, contactPersonId: house.contactPersonId } : null;
    });
  }
}
