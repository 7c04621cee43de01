import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, HouseKind, outermostStageId, RequestStatus } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { COUNTER_STORE, CounterStore } from '../common/rate-limit/counter-store.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ConstructionStagesService } from '../construction-stages/construction-stages.service.js';
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
    private readonly stages: ConstructionStagesService,
  ) {}

  async create(dto: IncomingRequestDto, ip: string): Promise<CreatedRequest> {
    const sent = await this.counters.increment(`incoming-requests:ip:${ip}`, 3600);
    if (sent > this.config.auth.requestsPerIpPerHour) {
      throw new ApiException(429, ErrorCode.TOO_MANY_REQUESTS, undefined, undefined, { 'Retry-After': '3600' });
    }
    // The spam trap answers like a success so bots learn nothing, and stores nothing.
    if (dto.website) return { id: randomUUID(), status: RequestStatus.NEW, createdAt: new Date() };

    const workIds = new Set(dto.constructionWorkIds);
    // Stages and works change only with a release: they come from the cache, not the database.
    const stages = await this.stages.list();
    const works = stages.flatMap((stage) =>
      stage.constructionWorks
        .filter((work) => workIds.has(work.id))
        .map((work) => ({ ...work, constructionStageId: stage.id })),
    );
    if (works.length !== workIds.size)
      throw unprocessableField('constructionWorkIds', 'Mindestens eine gewählte Leistung gibt es nicht.');
    // The visitor picked a stage, which chose its works and those of the stages it includes: the
    // request's stage is the one including the others, not whichever work is listed first.
    const stageId = outermostStageId(
      stages,
      works.map((work) => work.constructionStageId),
    );

    // Read before the transaction, with its contact person in the same query: a transaction holds
    // a pooled connection for each of its round trips, and under load every one is a wait.
    const house = dto.houseId
      ? await this.dataSource.getRepository(House).findOne({
          where: { id: dto.houseId, kind: HouseKind.TEMPLATE, published: true },
          relations: { contactPerson: true },
        })
      : null;
    if (dto.houseId && !house) throw unprocessableField('houseId', 'Das gewählte Haus ist nicht (mehr) verfügbar.');

    const { created, mailIds } = await this.dataSource.transaction(async (manager) => {
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
      if (house?.contactPerson) mails.push(contactPersonNotice(mailInput, house.contactPerson.email));
      const { identifiers } = await manager.getRepository(MailOutbox).insert(mails);
      return {
        created: { id: saved.id, status: saved.status, createdAt: saved.createdAt },
        mailIds: identifiers.map((row) => row.id as string),
      };
    });
    // After the commit: a lost queue entry is not a lost mail, the worker sweeps the outbox regularly.
    await Promise.all([this.counts.invalidate(), this.mailQueue.enqueue(mailIds).catch(() => undefined)]);
    return created;
  }
}
