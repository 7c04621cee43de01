import { Module } from '@nestjs/common';
import { AccessCodesModule } from '../access-codes/access-codes.module.js';
import { SavedPlanSweeper } from './saved-plan-sweeper.js';
import { SavedPlansController } from './saved-plans.controller.js';
import { SavedPlansService } from './saved-plans.service.js';

@Module({
  imports: [AccessCodesModule],
  controllers: [SavedPlansController],
  providers: [SavedPlansService, SavedPlanSweeper],
})
export class SavedPlansModule {}
