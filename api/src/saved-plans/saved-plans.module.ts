import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SavedPlanSweeper } from './saved-plan-sweeper.js';
import { SavedPlansController } from './saved-plans.controller.js';
import { SavedPlansService } from './saved-plans.service.js';

@Module({
  imports: [AuthModule],
  controllers: [SavedPlansController],
  providers: [SavedPlansService, SavedPlanSweeper],
})
export class SavedPlansModule {}
