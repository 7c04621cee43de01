import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConversionStatus, HouseKind, ImageType } from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import { CONVERSION_QUEUE, ConversionQueue } from '../conversion/conversion-queue.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { FILE_STORAGE, FileStorage } from '../files/storage/file-storage.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { HouseImage } from '../houses/house-image.entity.js';
import { houseImageKey, houseStoragePrefix, houseViewKey } from '../houses/house-urls.js';
import { House } from '../houses/house.entity.js';
import { DEMO_HOUSES, DemoHouseSpec } from './demo-houses.data.js';
import { renderFloorPlan, renderPreviewImage } from './house-images.js';
import { buildHouseGlb } from './house-model.js';

/** Shared by every instance, so two starting at once do not both generate the catalogue. */
const DEMO_LOCK_KEY = 7_345_203;

/**
 * Fills an empty catalogue with the generated demo houses: published, each with its 3D models,
 * preview image and floor plans with and without measures, stored like staff uploads.
 */
@Injectable()
export class DemoCatalogueSeeder {
  private readonly logger = new Logger('DemoCatalogue');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    @Inject(CONVERSION_QUEUE) private readonly conversions: ConversionQueue,
  ) {}

  /** Returns how many houses were created (0 when the catalogue already has template houses). */
  async seedIfEmpty(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [DEMO_LOCK_KEY]);
      if (await this.dataSource.getRepository(House).existsBy({ kind: HouseKind.TEMPLATE })) return 0;
      const started = Date.now();
      for (const spec of DEMO_HOUSES) await this.createHouse(spec);
      this.logger.log(`Demo catalogue: ${DEMO_HOUSES.length} houses generated in ${Date.now() - started} ms`);
      return DEMO_HOUSES.length;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [DEMO_LOCK_KEY]).catch(() => undefined);
      await runner.release();
    }
  }

  private async createHouse(spec: DemoHouseSpec): Promise<void> {
    const houseId = randomUUID();
    try {
      const images = [
        ...(await this.storeImages(houseId, ImageType.THUMBNAIL, [await renderPreviewImage(spec)])),
        ...(await this.storeImages(
          houseId,
          ImageType.GROUNDPLAN,
          await renderFloorPlan(spec, { withMeasures: false }),
        )),
        ...(await this.storeImages(
          houseId,
          ImageType.GROUNDPLAN_MEASURED,
          await renderFloorPlan(spec, { withMeasures: true }),
        )),
      ];
      const views: Partial<HouseView>[] = [];
      for (const view of spec.views) {
        const glb = Buffer.from(await buildHouseGlb(spec, view.variant));
        const filename = `${randomUUID()}.glb`;
        await this.storage.put(houseViewKey(houseId, filename), glb, 'model/gltf-binary');
        views.push({
          houseId,
          name: view.name,
          standard: view.standard,
          filename,
          originalSize: glb.length,
          conversionStatus: ConversionStatus.QUEUED,
        });
      }
      await this.dataSource.transaction(async (manager: EntityManager) => {
        await manager.getRepository(House).insert({
          id: houseId,
          kind: HouseKind.TEMPLATE,
          name: spec.name,
          propertyShape: spec.propertyShape,
          constructionMethod: spec.constructionMethod,
          roofShape: spec.roofShape,
          sizeInSqm: spec.sizeInSqm,
          location: spec.location,
          propertyNumber: spec.propertyNumber,
          published: true,
        });
        await manager.getRepository(HouseImage).insert(images);
        await manager.getRepository(HouseView).insert(views);
      });
      // Like staff uploads, the demo models get their USDZ and web GLB from the worker.
      const stored = await this.dataSource.getRepository(HouseView).findBy({ houseId });
      for (const view of stored)
        await this.conversions.enqueue({ houseViewId: view.id, houseId, filename: view.filename });
    } catch (error) {
      await this.storage.deletePrefix(houseStoragePrefix(houseId)).catch(() => undefined);
      throw error;
    }
  }

  private async storeImages(houseId: string, type: ImageType, pngs: Buffer[]): Promise<Partial<HouseImage>[]> {
    const rows: Partial<HouseImage>[] = [];
    for (const [position, png] of pngs.entries()) {
      const processed = await this.images.process(png);
      const base = randomUUID();
      for (const variant of processed.variants) {
        await this.storage.put(
          houseImageKey(houseId, `${base}${variant.suffix}.webp`),
          variant.buffer,
          variant.contentType,
        );
      }
      rows.push({
        houseId,
        type,
        filename: `${base}.webp`,
        width: processed.width,
        height: processed.height,
        byteSize: processed.variants[0].buffer.length,
        position,
      });
    }
    return rows;
  }
}
