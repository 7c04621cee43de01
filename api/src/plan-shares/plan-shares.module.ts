import { Module } from '@nestjs/common';
import { ConstructionStagesModule } from '../construction-stages/construction-stages.module.js';
import { ContactPeopleModule } from '../contact-people/contact-people.module.js';
import { PlanPdfModule } from '../plan-pdf/plan-pdf.module.js';
import { PriceGuideModule } from '../price-guide/price-guide.module.js';
import { PlanSharesController } from './plan-shares.controller.js';
import { PlanSharesService } from './plan-shares.service.js';
import { PlanSnapshotsService } from './plan-snapshots.service.js';

@Module({
  imports: [ConstructionStagesModule, ContactPeopleModule, PriceGuideModule, PlanPdfModule],
  controllers: [PlanSharesController],
  providers: [PlanSharesService, PlanSnapshotsService],
  exports: [PlanSnapshotsService],
})
export class PlanSharesModule {}
