import { Module } from '@nestjs/common';
import { DemoCatalogueSeeder } from '../../demo-catalogue/demo-catalogue.seeder.js';
import { DemoVendorSeeder } from '../../demo-catalogue/demo-vendor.seeder.js';
import { ImageProcessor } from '../../files/images/image-processor.js';
import { SeedService } from './seed.service.js';

@Module({ providers: [SeedService, DemoCatalogueSeeder, DemoVendorSeeder, ImageProcessor], exports: [SeedService] })
export class SeedModule {}
