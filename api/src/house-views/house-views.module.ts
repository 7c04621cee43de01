import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { memoryStorage } from 'multer';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { HousesModule } from '../houses/houses.module.js';
import { ArLinkService } from './ar-link.service.js';
import { AdminHouseViewsController } from './admin-house-views.controller.js';
import { GlbValidator } from './glb/glb-validator.js';
import { HouseView } from './house-view.entity.js';
import { HouseViewsController } from './house-views.controller.js';
import { HousePageHints } from './house-page-hints.js';
import { HouseViewsService } from './house-views.service.js';

@Module({
  imports: [
    HousesModule,
    TypeOrmModule.forFeature([HouseView]),
    // The model is validated as a whole, so it is held in memory; the size limit keeps that bounded.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.uploads.maxModelBytes, files: 1, fields: 10, parts: 12 },
      }),
    }),
  ],
  controllers: [AdminHouseViewsController, HouseViewsController],
  providers: [HouseViewsService, ArLinkService, GlbValidator, HousePageHints],
  exports: [HousePageHints, HouseViewsService],
})
export class HouseViewsModule {}
