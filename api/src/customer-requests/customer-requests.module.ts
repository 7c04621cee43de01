import { Module } from '@nestjs/common';
import { ConstructionStagesModule } from '../construction-stages/construction-stages.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactPeopleModule } from '../contact-people/contact-people.module.js';
import { HousesModule } from '../houses/houses.module.js';
import { PlanPdfModule } from '../plan-pdf/plan-pdf.module.js';
import { PlanSharesModule } from '../plan-shares/plan-shares.module.js';
import { VendorSettingsModule } from '../vendor-settings/vendor-settings.module.js';
import { AdminCustomerRequestsController } from './admin-customer-requests.controller.js';
import { AdminCustomerRequestsService } from './admin-customer-requests.service.js';
import { CustomerCredentialsService } from './customer-credentials.service.js';
import { CustomerRequest } from './customer-request.entity.js';
import { CustomerRequestViewsService } from './customer-request-views.service.js';
import { CustomerRequestsController } from './customer-requests.controller.js';
import { IncomingRequestsService } from './incoming-requests.service.js';
import { RequestCountCache } from './request-count-cache.js';
import { RequestHousesService } from './request-houses.service.js';
import { RequestReleaseService } from './request-release.service.js';

@Module({
  imports: [
    ContactPeopleModule,
    HousesModule,
    ConstructionStagesModule,
    PlanSharesModule,
    PlanPdfModule,
    VendorSettingsModule,
    TypeOrmModule.forFeature([CustomerRequest]),
  ],
  controllers: [AdminCustomerRequestsController, CustomerRequestsController],
  providers: [
    AdminCustomerRequestsService,
    CustomerCredentialsService,
    CustomerRequestViewsService,
    IncomingRequestsService,
    RequestCountCache,
    RequestHousesService,
    RequestReleaseService,
  ],
  exports: [RequestHousesService],
})
export class CustomerRequestsModule {}
