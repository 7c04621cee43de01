import { Module } from '@nestjs/common';
import { ImageProcessor } from '../../files/images/image-processor.js';
import { HouseViewsModule } from '../../house-views/house-views.module.js';
import { HousesModule } from '../../houses/houses.module.js';
import { DemoCatalogueSeeder } from './demo/demo-catalogue.seeder.js';
import { DemoPricesSeeder } from './demo/demo-prices.seeder.js';
import { DemoVendorSeeder } from './demo/demo-vendor.seeder.js';
import { SeedService } from './seed.service.js';

@Module({
  imports: [HousesModule, HouseViewsModule],
  providers: [SeedService, DemoCatalogueSeeder, DemoVendorSeeder, DemoPricesSeeder, ImageProcessor],
  exports: [SeedService],
})
export class SeedModule {}
