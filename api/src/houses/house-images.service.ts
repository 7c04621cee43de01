import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, ImageType, VALIDATION_MESSAGES, fieldLabel, formatMessage } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { ImageProcessor, ProcessedImage } from '../files/images/image-processor.js';
import { variantNames } from '../files/images/stored-image-name.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { CatalogueCache } from './catalogue-cache.js';
import { HouseImage } from './house-image.entity.js';
import { houseImageKey } from './house-urls.js';
import { House } from './house.entity.js';

/** Both stored sizes of an image. */
function imageKeys(houseId: string, filename: string): string[] {
  return variantNames(filename).map((name) => houseImageKey(houseId, name));
}

/**
 * Floor plans, the preview image and reference pictures. A multi-file upload is all or nothing:
 * every file is checked and re-encoded before anything is stored, and a failure while storing
 * removes what this call stored.
 */
@Injectable()
export class HouseImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly processor: ImageProcessor,
    private readonly catalogue: CatalogueCache,
  ) {}

  async upload(houseId: string, type: ImageType, files: Express.Multer.File[]): Promise<void> {
    if (files.length === 0)
      throw this.invalid(formatMessage(VALIDATION_MESSAGES.required, fieldLabel('uploadedImages')));
    if (type === ImageType.THUMBNAIL && files.length > 1) throw this.invalid('Es kann nur ein Vorschaubild geben.');
    if (!(await this.dataSource.getRepository(House).existsBy({ id: houseId }))) {
      throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    }
    const processed: ProcessedImage[] = [];
    for (const file of files) processed.push(await this.processor.process(file.buffer));

    const stored: string[] = [];
    const rows: Partial<HouseImage>[] = [];
    let replaced: HouseImage[];
    try {
      for (const image of processed) {
        const base = randomUUID();
        for (const variant of image.variants) {
          const key = houseImageKey(houseId, `${base}${variant.suffix}.webp`);
          await this.storage.put(key, variant.buffer, variant.contentType);
          stored.push(key);
        }
        rows.push({
          houseId,
          type,
          filename: `${base}.webp`,
          width: image.width,
          height: image.height,
          byteSize: image.variants[0].buffer.length,
        });
      }
      replaced = await this.dataSource.transaction(async (manager) => {
        const images = manager.getRepository(HouseImage);
        // One preview image per house: a new one replaces the old.
        const old = type === ImageType.THUMBNAIL ? await images.findBy({ houseId, type }) : [];
        if (old.length > 0) await images.delete(old.map((image) => image.id));
        const last = await images.maximum('position', { houseId, type });
        await images.insert(rows.map((row, index) => ({ ...row, position: (last ?? -1) + 1 + index })));
        return old;
      });
    } catch (error) {
      await deleteQuietly(this.storage, stored);
      throw error;
    }
    await deleteQuietly(
      this.storage,
      replaced.flatMap((image) => imageKeys(houseId, image.filename)),
    );
    await this.catalogue.invalidate();
  }

  async remove(houseId: string, type: ImageType, filenames: string[]): Promise<void> {
    const images = this.dataSource.getRepository(HouseImage);
    const found = await images.findBy({ houseId, type, filename: In(filenames) });
    if (found.length === 0) return;
    await images.delete(found.map((image) => image.id));
    await deleteQuietly(
      this.storage,
      found.flatMap((image) => imageKeys(houseId, image.filename)),
    );
    await this.catalogue.invalidate();
  }

  private invalid(message: string): ApiException {
    return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [
      { field: 'uploadedImages', messages: [message] },
    ]);
  }
}
