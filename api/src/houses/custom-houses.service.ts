import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConversionStatus, HouseKind } from '@hauskonfig/shared';
import { EntityManager } from 'typeorm';
import { CONVERSION_QUEUE, type ConversionQueue } from '../conversion/conversion-queue.js';
import { ConversionJob, outputNames } from '../conversion/conversion-job.js';
import { smallVariantName } from '../files/images/stored-image-name.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { HouseImage } from './house-image.entity.js';
import { houseImageKey, houseStoragePrefix, houseViewKey } from './house-urls.js';
import { House } from './house.entity.js';

/** Fields a custom house takes over when there is no template to copy, and the customer's own plot. */
export interface BlankCustomHouse {
  name: string;
  contactPersonId: string | null;
  /** The customer's plot, never the template's (the model house stands elsewhere). */
  propertyNumber: string | null;
  location: string | null;
}

/** A custom house stored in a transaction that has not committed yet. */
export interface CreatedCustomHouse {
  house: House;
  /** Queues the conversions of copied models that were not converted yet. */
  afterCommit: () => Promise<void>;
  /** Removes the copied files when the transaction failed. */
  discard: () => Promise<void>;
}

/**
 * A request's own house: a copy of a template (fields, images, 3D models with their converted
 * files) that staff then change with the usual house calls, without touching the template.
 */
@Injectable()
export class CustomHousesService {
  private readonly logger = new Logger('CustomHouses');

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONVERSION_QUEUE) private readonly conversions: ConversionQueue,
  ) {}

  /**
   * Creates the custom house inside the caller's transaction. Files are copied first, under the
   * new house's prefix; if the transaction fails, `discard` removes them again.
   */
  async create(manager: EntityManager, template: House | null, blank: BlankCustomHouse): Promise<CreatedCustomHouse> {
    const houseId = randomUUID();
    const discard = () => this.removeFiles(houseId);
    const jobs: ConversionJob[] = [];
    try {
      const house = manager.getRepository(House).create({
        id: houseId,
        kind: HouseKind.CUSTOM,
        published: false,
        name: template?.name ?? blank.name,
        propertyShape: template?.propertyShape ?? null,
        constructionMethod: template?.constructionMethod ?? null,
        roofShape: template?.roofShape ?? null,
        sizeInSqm: template?.sizeInSqm ?? null,
        contactPersonId: template?.contactPersonId ?? blank.contactPersonId,
        propertyNumber: blank.propertyNumber,
        location: blank.location,
        sourceTemplateId: template?.id ?? null,
        defaultHouseViewId: null,
      });
      await manager.getRepository(House).insert(house);
      if (template) {
        await this.copyImages(manager, template.id, houseId);
        const viewIds = await this.copyViews(manager, template.id, houseId, jobs);
        if (template.defaultHouseViewId && viewIds.has(template.defaultHouseViewId)) {
          house.defaultHouseViewId = viewIds.get(template.defaultHouseViewId)!;
          await manager.getRepository(House).update(houseId, { defaultHouseViewId: house.defaultHouseViewId });
        }
      }
      const afterCommit = async () => {
        for (const job of jobs) await this.conversions.enqueue(job);
      };
      return { house, afterCommit, discard };
    } catch (error) {
      await discard();
      throw error;
    }
  }

  /** Deletes the house row (images and views cascade) inside the caller's transaction. */
  async deleteRow(manager: EntityManager, houseId: string): Promise<void> {
    await manager.getRepository(House).delete({ id: houseId, kind: HouseKind.CUSTOM });
  }

  /** After the row is gone: leftover files are unreachable, so a failure is only logged. */
  async removeFiles(houseId: string): Promise<void> {
    await this.storage.deletePrefix(houseStoragePrefix(houseId)).catch((error: Error) => {
      this.logger.error(`Files of custom house ${houseId} could not be removed: ${error.message}`);
    });
  }

  private async copyImages(manager: EntityManager, fromHouseId: string, toHouseId: string): Promise<void> {
    const images = await manager.getRepository(HouseImage).findBy({ houseId: fromHouseId });
    const copies: Partial<HouseImage>[] = [];
    for (const image of images) {
      const filename = `${randomUUID()}.webp`;
      await this.storage.copy(houseImageKey(fromHouseId, image.filename), houseImageKey(toHouseId, filename));
      await this.storage.copy(
        houseImageKey(fromHouseId, smallVariantName(image.filename)),
        houseImageKey(toHouseId, smallVariantName(filename)),
      );
      copies.push({
        houseId: toHouseId,
        type: image.type,
        filename,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
        position: image.position,
      });
    }
    if (copies.length) await manager.getRepository(HouseImage).insert(copies);
  }

  /** Converted views keep their outputs; unfinished ones are converted again for the copy. */
  private async copyViews(
    manager: EntityManager,
    fromHouseId: string,
    toHouseId: string,
    jobs: ConversionJob[],
  ): Promise<Map<string, string>> {
    const views = await manager.getRepository(HouseView).findBy({ houseId: fromHouseId });
    const ids = new Map<string, string>();
    for (const view of views) {
      const id = randomUUID();
      const filename = `${randomUUID()}.glb`;
      const names = outputNames(filename);
      const copy = (from: string, to: string) =>
        this.storage.copy(houseViewKey(fromHouseId, from), houseViewKey(toHouseId, to));
      await copy(view.filename, filename);
      const unfinished =
        view.conversionStatus === ConversionStatus.QUEUED || view.conversionStatus === ConversionStatus.CONVERTING;
      const finished = view.conversionStatus === ConversionStatus.READY;
      if (finished && view.optimizedFilename) await copy(view.optimizedFilename, names.optimized);
      if (finished && view.previewFilename) await copy(view.previewFilename, names.preview);
      if (finished && view.usdzFilename) await copy(view.usdzFilename, names.usdz);
      await manager.getRepository(HouseView).insert({
        id,
        houseId: toHouseId,
        name: view.name,
        standard: view.standard,
        filename,
        originalSize: view.originalSize,
        optimizedFilename: finished && view.optimizedFilename ? names.optimized : null,
        optimizedSize: finished ? view.optimizedSize : null,
        previewFilename: finished && view.previewFilename ? names.preview : null,
        previewSize: finished ? view.previewSize : null,
        usdzFilename: finished && view.usdzFilename ? names.usdz : null,
        usdzSize: finished ? view.usdzSize : null,
        conversionStatus: unfinished ? ConversionStatus.QUEUED : view.conversionStatus,
        conversionProgress: unfinished ? 0 : view.conversionProgress,
        conversionError: view.conversionError,
        conversionWarnings: unfinished ? [] : view.conversionWarnings,
        conversionReport: unfinished ? null : view.conversionReport,
        conversionAttempts: unfinished ? 0 : view.conversionAttempts,
        conversionStartedAt: unfinished ? null : view.conversionStartedAt,
        conversionFinishedAt: unfinished ? null : view.conversionFinishedAt,
      });
      if (unfinished) jobs.push({ houseViewId: id, houseId: toHouseId, filename });
      ids.set(view.id, id);
    }
    return ids;
  }
}
