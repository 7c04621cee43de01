import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type PersonalInfoInput, type SavedPlanContent } from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import { lockAccessCodes, unusedAccessCode } from '../access-codes/access-codes.js';
import { CodeLookupLimit } from '../access-codes/code-lookup-limit.js';
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
/** The personal info of a plan opened without its key: the fields a plan always has, empty. */
const NO_PERSONAL_INFO: PersonalInfoInput = { email: '', firstname: '', lastname: '', phoneNumber: '' };

/** Every row holds a code, expired plans' codes included until swept: the cap keeps most codes free. */
const full = () => new ApiException(503, ErrorCode.SAVED_PLANS_FULL);
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
    private readonly lookups: CodeLookupLimit,
    private readonly sweeper: SavedPlanSweeper,
  ) {}

  async create(content: SavedPlanContent, ip: string): Promise<SavedPlanReceiptResponse> {
    const { createsPerIpPerHour, createsPerHour } = this.config.savedPlans;
    // The address first: one refused there is not counted against everyone's allowance.
    await countPerHour(this.counters, `saved-plans:ip:${ip}`, createsPerIpPerHour);
    await countPerHour(this.counters, 'saved-plans:all', createsPerHour, ErrorCode.SAVED_PLANS_BUSY);
    const editToken = newEditToken();
    const savedAt = new Date();
    const expiresAt = this.expiryFrom(savedAt);
    let code: string;
    try {
      code = await this.dataSource.transaction((manager) =>
        this.insert(manager, content, editToken, savedAt, expiresAt),
      );
    } finally {
      // Also here, not only in the worker: an installation without Redis runs no worker. Also after a
      // refusal: a full table is freed by the sweep.
      this.sweeper
        .sweep()
        .catch((error: unknown) => this.logger.warn(`Expired plans not swept: ${errorMessage(error)}`));
    }
    return { code, expiresAt: expiresAt.toISOString(), editToken };
  }

  /** Stores a new plan under a free code, unless saved plans hold SAVED_PLANS_MAX codes already. */
  private async insert(
    manager: EntityManager,
    content: SavedPlanContent,
    editToken: string,
    savedAt: Date,
    expiresAt: Date,
  ): Promise<string> {
    const { max } = this.config.savedPlans;
    // Counted under the plan codes' lock, so concurrent saves cannot pass the cap together.
    await lockAccessCodes(manager, 'savedPlan');
    const [{ held }]: { held: number }[] = await manager.query(
      'SELECT count(*)::int AS held FROM (SELECT 1 FROM saved_plans LIMIT $1) AS held_codes',
      [max],
    );
    if (held >= max) throw full();
    const free = await unusedAccessCode(manager, 'savedPlan');
    await manager
      .getRepository(SavedPlan)
      .insert({ code: free, content, editTokenHash: editTokenHash(editToken), savedAt, expiresAt });
    return free;
  }

  /**
   * Stores a newer state under the same code and starts its time anew. Counted like a look-up:
   * its answers tell known codes from unknown ones.
   */
  async update(code: string, content: SavedPlanContent, editToken: string, ip: string): Promise<SavedPlanResponse> {
    await this.lookups.assertAllowed(ip);
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
    return { code, expiresAt: expiresAt.toISOString(), content, personalInfoWithheld: false };
  }

  /**
   * The code alone opens the plan's choices; the personal info (name, e-mail, phone, place, notes)
   * needs the plan's key too, the edit token its saving device holds or its full link carries. A
   * six-digit code is guessable within the look-up limits, the 256-bit key is not.
   */
  async get(code: string, key: string | undefined, ip: string): Promise<SavedPlanResponse> {
    await this.lookups.assertAllowed(ip);
    const plan = await this.live(code);
    const content = plan.content!;
    const expiresAt = plan.expiresAt.toISOString();
    if (key !== undefined && editTokenMatches(key, plan.editTokenHash)) {
      return { code, expiresAt, content, personalInfoWithheld: false };
    }
    return {
      code,
      expiresAt,
      content: { ...content, personalInfo: { ...NO_PERSONAL_INFO } },
      personalInfoWithheld: Object.values(content.personalInfo).some((value) => value !== ''),
    };
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
