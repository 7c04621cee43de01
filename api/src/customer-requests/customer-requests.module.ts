import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AdminCustomerRequestsController } from './admin-customer-requests.controller.js';
import { CustomerRequestViewsService } from './customer-request-views.service.js';
import { CustomerRequestsController } from './customer-requests.controller.js';
import { IncomingRequestsService } from './incoming-requests.service.js';
import { CustomerCredentialsService } from './customer-credentials.service.js';
import { CustomerRequest } from './customer-request.entity.js';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([CustomerRequest])],
  controllers: [AdminCustomerRequestsController, CustomerRequestsController],
  providers: [CustomerCredentialsService, IncomingRequestsService, CustomerRequestViewsService],
})
export class CustomerRequestsModule {}
