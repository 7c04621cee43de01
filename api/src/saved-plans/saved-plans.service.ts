import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type SavedPlanContent } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { unusedAccessCode } from '../access-codes/access-codes.js';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { ApiException } from '../common/errors/api-exception.js';
import { errorMessage } from '../common/errors/error-message.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { countPerHour } from '../common/rate-limit/hourly-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SavedPlanReceiptResponse, SavedPlanResponse } from './dto/saved-plan.response.js';
import { editTokenHash, editTokenMatches, newEditToken } from './edit-token.js';
import { SavedPlan } from './saved-plan.entity.js';
import { SavedPlanSweeper } from './saved-plan-sweeper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new ApiException(404, ErrorCode.SAVED_PLAN_NOT_FOUND);
const expired = () => new ApiException(410, ErrorCode.SAVED_PLAN_EXPIRED);
const wrongToken = () =>
  new ApiException(
    403,
    ErrorCode.FORBIDDEN,
    'Diese Planung wurde auf einem anderen Gerät gespeichert. Bitte speichern Sie Ihre Planung neu.',
  );

/** Plans saved with a six-digit code, to be continued on any device (spec sections 1 and 2). */
@Injectable()
export class SavedPlansService {
  private readonly logger = new Logger('SavedPlans');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
    private readonly sweeper: SavedPlanSweeper,
  ) {}

  async create(content: SavedPlanContent, ip: string): Promise<SavedPlanReceiptResponse> {
    await countPerHour(this.counters, `saved-plans:ip:${ip}`, this.config.savedPlans.createsPerIpPerHour);
    const editToken = newEditToken();
    const savedAt = new Date();
    const expiresAt = this.expiryFrom(savedAt);
    const code = await this.dataSource.transaction(async (manager) => {
      const free = await unusedAccessCode(manager);
      await manager
        .getRepository(SavedPlan)
        .insert({ code: free, content, editTokenHash: editTokenHash(editToken), savedAt, expiresAt });
      return free;
    });
    // Also here, not only in the worker: an installation without Redis runs no worker.
    this.sweeper.sweep().catch((error: unknown) => this.logger.warn(`Expired plans not swept: ${errorMessage(error)}`));
    return { code, expiresAt: expiresAt.toISOString(), editToken };
  }

  /**
   * Stores a newer state under the same code and starts its time anew. Counted like a look-up:
   * its answers tell known codes from unknown ones.
   */
  async update(code: string, content: SavedPlanContent, editToken: string, ip: string): Promise<SavedPlanResponse> {
    await this.throttle.assertLookupAllowed(ip);
    const plan = await this.live(code);
    if (!editTokenMatches(editToken, plan.editTokenHash)) throw wrongToken();
    const savedAt = new Date();
    const expiresAt = this.expiryFrom(savedAt);
    // Conditional, so a plan that expired (and was swept) in between is not brought back.
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SavedPlan)
      .set({ content, savedAt, expiresAt })
      .where('code = :code AND expires_at > now() AND content IS NOT NULL', { code })
      .execute();
    if (result.affected === 0) throw expired();
    return { code, expiresAt: expiresAt.toISOString(), content };
  }

  async get(code: string, ip: string): Promise<SavedPlanResponse> {
    await this.throttle.assertLookupAllowed(ip);
    const plan = await this.live(code);
    return { code, expiresAt: plan.expiresAt.toISOString(), content: plan.content! };
  }

  private async live(code: string): Promise<SavedPlan> {
    const plan = await this.dataSource.getRepository(SavedPlan).findOneBy({ code });
    if (!plan) throw notFound();
    if (plan.expiresAt.getTime() <= Date.now() || plan.content === null) throw expired();
    return plan;
  }

  private expiryFrom(savedAt: Date): Date {
    return new Date(savedAt.getTime() + this.config.savedPlans.days * DAY_MS);
  }
}
