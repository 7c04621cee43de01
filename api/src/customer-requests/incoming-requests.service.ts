import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, HouseKind, outermostStageId, RequestStatus } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { COUNTER_STORE, CounterStore } from '../common/rate-limit/counter-store.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ConstructionStage } from '../construction-stages/construction-stage.entity.js';
import { ConstructionWork } from '../construction-stages/construction-work.entity.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { House } from '../houses/house.entity.js';
import { MAIL_QUEUE_TOKEN, MailQueue } from '../mail/mail-job.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { confirmationMail, contactPersonNotice } from '../mail/request-mails.js';
import { CustomerRequest } from './customer-request.entity.js';
import { IncomingRequestDto } from './dto/incoming-request.dto.js';
import { RequestCountCache } from './request-count-cache.js';
import { RequestStatusChange } from './request-status-change.entity.js';
import { RequestWork } from './request-work.entity.js';

export interface CreatedRequest {
  id: string;
  status: RequestStatus;
  createdAt: Date;
}

/**
 * A visitor's non-binding request. The request, its works, its first status and both mails are
 * written in one transaction: a request is never half stored and never without its mails.
 */
@Injectable()
export class IncomingRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mailQueue: MailQueue,
    private readonly counts: RequestCountCache,
  ) {}

  async create(dto: IncomingRequestDto, ip: string): Promise<CreatedRequest> {
    const sent = await this.counters.increment(`incoming-requests:ip:${ip}`, 3600);
    if (sent > this.config.auth.requestsPerIpPerHour) {
      throw new ApiException(429, ErrorCode.TOO_MANY_REQUESTS, undefined, undefined, { 'Retry-After': '3600' });
    }
    // The spam trap answers like a success so bots learn nothing, and stores nothing.
    if (dto.website) return { id: randomUUID(), status: RequestStatus.NEW, createdAt: new Date() };

    const workIds = [...new Set(dto.constructionWorkIds)];
    const { created, mailIds } = await this.dataSource.transaction(async (manager) => {
      const house = dto.houseId
        ? await manager.getRepository(House).findOneBy({ id: dto.houseId, kind: HouseKind.TEMPLATE, published: true })
        : null;
      if (dto.houseId && !house) throw unprocessableField('houseId', 'Das gewählte Haus ist nicht (mehr) verfügbar.');
      const works = workIds.length ? await manager.getRepository(ConstructionWork).findBy({ id: In(workIds) }) : [];
      if (works.length !== workIds.length)
        throw unprocessableField('constructionWorkIds', 'Mindestens eine gewählte Leistung gibt es nicht.');
      // The visitor picked a stage, which chose its works and those of the stages it includes: the
      // request's stage is the one including the others, not whichever work the database lists first.
      const stages = works.length ? await manager.getRepository(ConstructionStage).find() : [];
      const stageId = outermostStageId(
        stages,
        works.map((work) => work.constructionStageId),
      );

      const request = manager.getRepository(CustomerRequest).create({
        status: RequestStatus.NEW,
        houseId: house?.id ?? null,
        contactPersonId: house?.contactPersonId ?? null,
        constructionStageId: stageId,
        firstName: dto.firstname,
        lastName: dto.lastname,
        email: dto.email,
        phoneNumber: dto.phoneNumber,
        place: dto.place || null,
        propertyNumber: dto.propertyNumber || null,
        notes: dto.notes?.trim() || null,
      });
      const saved = await manager.getRepository(CustomerRequest).save(request);
      if (works.length) {
        await manager
          .getRepository(RequestWork)
          .insert(works.map((work) => ({ customerRequestId: saved.id, constructionWorkId: work.id })));
      }
      await manager
        .getRepository(RequestStatusChange)
        .insert({ customerRequestId: saved.id, fromStatus: null, toStatus: RequestStatus.NEW });

      const mailInput = {
        requestId: saved.id,
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        phoneNumber: saved.phoneNumber,
        place: saved.place,
        notes: saved.notes,
        houseName: house?.name ?? null,
        workNames: works.map((work) => work.name),
        createdAt: saved.createdAt,
      };
      const mails = [confirmationMail(mailInput)];
      const contact = house?.contactPersonId
        ? await manager.getRepository(ContactPerson).findOneBy({ id: house.contactPersonId })
        : null;
      if (contact) mails.push(contactPersonNotice(mailInput, contact.email));
      const { identifiers } = await manager.getRepository(MailOutbox).insert(mails);
      return {
        created: { id: saved.id, status: saved.status, createdAt: saved.createdAt },
        mailIds: identifiers.map((row) => row.id as string),
      };
    });
    await this.counts.invalidate();
    // After the commit: a lost queue entry is not a lost mail, the worker sweeps the outbox regularly.
    await this.mailQueue.enqueue(mailIds).catch(() => undefined);
    return created;
  }
}
