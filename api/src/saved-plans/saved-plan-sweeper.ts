import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SavedPlan } from './saved-plan.entity.js';

/** How long the code of an expired plan keeps answering "expired" (and stays unused). */
export const EXPIRED_PLAN_CODE_DAYS = 30;

/**
 * Keeps the saved plans small: the content of an expired plan (personal data) is dropped at once,
 * its row some weeks later. Both statements go by the expiry index.
 */
@Injectable()
export class SavedPlanSweeper {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async sweep(): Promise<{ emptied: number; deleted: number }> {
    const emptied = await this.dataSource
      .createQueryBuilder()
      .update(SavedPlan)
      .set({ content: null })
      .where('expires_at <= now() AND content IS NOT NULL')
      .execute();
    const deleted = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SavedPlan)
      .where('expires_at <= now() - make_interval(days => :days)', { days: EXPIRED_PLAN_CODE_DAYS })
      .execute();
    return { emptied: emptied.affected ?? 0, deleted: deleted.affected ?? 0 };
  }
}
