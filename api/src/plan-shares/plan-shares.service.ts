import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type PlanChoicesInput, type PlanShareDto } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { countPerHour } from '../common/rate-limit/hourly-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContactAssignmentService } from '../contact-people/contact-assignment.service.js';
import { PlanPdfService } from '../plan-pdf/plan-pdf.service.js';
import { PlanShare } from './plan-share.entity.js';
import { isPlanShareToken, newPlanShareToken } from './plan-share-token.js';
import { PlanSnapshotsService } from './plan-snapshots.service.js';

const notFound = () => new ApiException(404, ErrorCode.PLAN_SHARE_NOT_FOUND);

/** "Planung teilen": a read-only link to a plan's snapshot, for a partner or the bank. */
@Injectable()
export class PlanSharesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly snapshots: PlanSnapshotsService,
    private readonly assignment: ContactAssignmentService,
    private readonly pdfs: PlanPdfService,
  ) {}

  /** Shares count like saved plans against the address's hourly allowance (SAVED_PLANS_PER_IP_PER_HOUR). */
  async create(choices: PlanChoicesInput, ip: string): Promise<PlanShareDto> {
    await countPerHour(this.counters, `plan-shares:ip:${ip}`, this.config.savedPlans.createsPerIpPerHour);
    // The person /your-house names for this house, as a request would be assigned now.
    const { person } = await this.assignment.preview(choices.houseId ?? null);
    const snapshot = await this.snapshots.take(choices, person);
    const token = newPlanShareToken();
    await this.dataSource.getRepository(PlanShare).insert({ token, snapshot });
    return { token, snapshot };
  }

  /** The storage key of the share's PDF, made on the first download and served as a file after it. */
  async pdfKey(token: string): Promise<string> {
    const { snapshot } = await this.get(token);
    return this.pdfs.stored(token, snapshot);
  }

  async get(token: string): Promise<PlanShareDto> {
    if (!isPlanShareToken(token)) throw notFound();
    const share = await this.dataSource.getRepository(PlanShare).findOneBy({ token });
    if (!share) throw notFound();
    return { token: share.token, snapshot: share.snapshot };
  }
}
