import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { VendorSettingsModule } from '../vendor-settings/vendor-settings.module.js';
import { AdminContactPeopleController } from './admin-contact-people.controller.js';
import { ContactAssignmentService } from './contact-assignment.service.js';
import { ContactLoginService } from './contact-login.service.js';
import { ContactPeopleController } from './contact-people.controller.js';
import { ContactPeopleService } from './contact-people.service.js';

@Module({
  imports: [
    AuthModule,
    VendorSettingsModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.uploads.maxImageBytes, files: 1, fields: 20 },
      }),
    }),
  ],
  controllers: [ContactPeopleController, AdminContactPeopleController],
  providers: [ContactPeopleService, ContactLoginService, ContactAssignmentService, ImageProcessor],
  exports: [ContactAssignmentService],
})
export class ContactPeopleModule {}
