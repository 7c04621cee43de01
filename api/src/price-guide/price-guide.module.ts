import { Module } from '@nestjs/common';
import { AdminPriceGuideController } from './admin-price-guide.controller.js';
import { PriceGuideController } from './price-guide.controller.js';
import { PriceGuideService } from './price-guide.service.js';

@Module({
  controllers: [PriceGuideController, AdminPriceGuideController],
  providers: [PriceGuideService],
  exports: [PriceGuideService],
})
export class PriceGuideModule {}
