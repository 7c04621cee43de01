import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_HOUSES, type DemoHouseSpec } from '@hauskonfig/demo-catalogue';
import { HouseKind, ImageType } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ContentCache } from '../../../content-cache/content-cache.js';
import { HouseViewsService } from '../../../house-views/house-views.service.js';
import { AdminHousesService } from '../../../houses/admin-houses.service.js';
import { CatalogueCache } from '../../../houses/catalogue-cache.js';
import { HouseImagesService } from '../../../houses/house-images.service.js';
import { House } from '../../../houses/house.entity.js';
import { withSessionLock } from '../../session-lock.js';
import { demoHouseFiles } from './demo-house-files.js';

/** Shared by every instance, so two starting at once do not both generate the catalogue. */
const DEMO_LOCK_KEY = 7_345_203;

/** A generated file as the staff upload endpoints receive it. */
function upload(buffer: Buffer, originalname: string, mimetype: string): Express.Multer.File {
  return { buffer, originalname, mimetype, size: buffer.length, fieldname: 'file' } as Express.Multer.File;
}

/**
 * Fills an empty catalogue with the generated demo houses through the services behind the staff
 * upload endpoints: the models pass the same GLB validation and are converted by the worker like
 * any upload, the pictures are re-encoded like staff images.
 */
@Injectable()
export class DemoCatalogueSeeder {
  private readonly logger = new Logger('DemoCatalogue');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly houses: AdminHousesService,
    private readonly images: HouseImagesService,
    private readonly views: HouseViewsService,
    private readonly catalogue: CatalogueCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Returns how many houses were created (0 when the catalogue already has template houses). */
  seedIfEmpty(): Promise<number> {
    return withSessionLock(this.dataSource, DEMO_LOCK_KEY, async () => {
      if (await this.dataSource.getRepository(House).existsBy({ kind: HouseKind.TEMPLATE })) return 0;
      const started = Date.now();
      const cacheDir = this.config.contentCacheDir;
      const cache = cacheDir === null ? null : new ContentCache(cacheDir);
      for (const spec of DEMO_HOUSES) await this.createHouse(spec, cache);
      this.logger.log(`Demo catalogue: ${DEMO_HOUSES.length} houses generated in ${Date.now() - started} ms`);
      return DEMO_HOUSES.length;
    });
  }

  private async createHouse(spec: DemoHouseSpec, cache: ContentCache | null): Promise<void> {
    const { id: houseId } = await this.houses.create({
      name: spec.name,
      propertyShape: spec.propertyShape,
      constructionMethod: spec.constructionMethod,
      roofShape: spec.roofShape,
      sizeInSqm: spec.sizeInSqm,
      location: spec.location,
      propertyNumber: spec.propertyNumber,
    });
    try {
      const files = await demoHouseFiles(spec, cache);
      const png = (buffer: Buffer, index: number) => upload(buffer, `${spec.key}-${index + 1}.png`, 'image/png');
      await this.images.upload(houseId, ImageType.THUMBNAIL, [png(files.preview, 0)]);
      await this.images.upload(houseId, ImageType.GROUNDPLAN, files.plans.map(png));
      await this.images.upload(houseId, ImageType.GROUNDPLAN_MEASURED, files.measuredPlans.map(png));
      for (const view of spec.views) {
        await this.views.upload(
          { houseId, name: view.name, standard: view.standard },
          upload(files.models.get(view.variant)!, `${spec.key}-${view.variant}.glb`, 'model/gltf-binary'),
        );
      }
      // Staff may publish only once a model is converted; the demo is listed at once and its
      // viewer shows the conversion's progress until the worker is done.
      await this.dataSource.getRepository(House).update(houseId, { published: true });
      await this.catalogue.invalidate();
    } catch (error) {
      await this.houses.remove(houseId).catch(() => undefined);
      throw error;
    }
  }
}
