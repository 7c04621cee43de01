import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { AdminVendorSettingsController } from './admin-vendor-settings.controller.js';
import { VendorSettingsController } from './vendor-settings.controller.js';
import { VendorSettingsPageHints } from './vendor-settings-page-hints.js';
import { VendorSettingsService } from './vendor-settings.service.js';

@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.uploads.maxImageBytes, files: 2, fields: 20 },
      }),
    }),
  ],
  controllers: [VendorSettingsController, AdminVendorSettingsController],
  providers: [VendorSettingsService, VendorSettingsPageHints, ImageProcessor],
  exports: [VendorSettingsService, VendorSettingsPageHints],
})
export class VendorSettingsModule {}
