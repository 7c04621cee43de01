import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { memoryStorage } from 'multer';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { AdminHouseImagesController, MAX_IMAGES_PER_UPLOAD } from './admin-house-images.controller.js';
import { AdminHousesController } from './admin-houses.controller.js';
import { AdminHousesService } from './admin-houses.service.js';
import { CustomHousesService } from './custom-houses.service.js';
import { HouseAccessService } from './house-access.service.js';
import { HouseFilesController } from './house-files.controller.js';
import { HouseImage } from './house-image.entity.js';
import { HouseImagesService } from './house-images.service.js';
import { House } from './house.entity.js';
import { CataloguePageHints } from './catalogue-page-hints.js';
import { PublicPageStatus } from './public-page-status.js';
import { HousesController } from './houses.controller.js';
import { HousesService } from './houses.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([House, HouseImage, CustomerRequest]),
    // Images are checked and re-encoded from memory; the limits bound what one upload may hold.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.uploads.maxImageBytes, files: MAX_IMAGES_PER_UPLOAD, fields: 10 },
      }),
    }),
  ],
  controllers: [AdminHousesController, AdminHouseImagesController, HousesController, HouseFilesController],
  providers: [
    PublicPageStatus,
    AdminHousesService,
    HousesService,
    HouseImagesService,
    HouseAccessService,
    CustomHousesService,
    ImageProcessor,
    CataloguePageHints,
  ],
  exports: [
    HouseAccessService,
    HousesService,
    CustomHousesService,
    CataloguePageHints,
    PublicPageStatus,
    // The demo seed creates its houses through the staff services.
    AdminHousesService,
    HouseImagesService,
  ],
})
export class HousesModule {}
