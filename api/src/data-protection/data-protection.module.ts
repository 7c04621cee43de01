import { Module } from '@nestjs/common';
import { CustomerRequestsModule } from '../customer-requests/customer-requests.module.js';
import { PlanPdfModule } from '../plan-pdf/plan-pdf.module.js';
import { SecuritySettingsModule } from '../security-settings/security-settings.module.js';
import { DailyRetention } from './daily-retention.js';
import { DataSubjectsController } from './data-subjects.controller.js';
import { DataSubjectsService } from './data-subjects.service.js';
import { RetentionService } from './retention.service.js';

/** Data subjects' rights (export, erasure) and the retention of personal data. */
@Module({
  imports: [CustomerRequestsModule, SecuritySettingsModule, PlanPdfModule],
  controllers: [DataSubjectsController],
  providers: [DataSubjectsService, RetentionService, DailyRetention],
})
export class DataProtectionModule {}
