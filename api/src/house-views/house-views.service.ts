import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConversionStatus, ErrorCode, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException } from '../common/errors/api-exception.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import type { ConversionJob } from '../conversion/conversion-job.js';
import { CONVERSION_QUEUE, type ConversionQueue } from '../conversion/conversion-queue.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { CatalogueCache, type CachedBody } from '../houses/catalogue-cache.js';
import { HouseAccessService } from '../houses/house-access.service.js';
import { houseViewKey } from '../houses/house-urls.js';
import { House } from '../houses/house.entity.js';
import { HouseViewResponse } from './dto/house-view.response.js';
import { UpdateHouseViewDto, UploadHouseViewDto } from './dto/upload-house-view.dto.js';
import { GlbValidator } from './glb/glb-validator.js';
import { HouseView } from './house-view.entity.js';

const viewNotFound = () => new ApiException(404, ErrorCode.VIEW_NOT_FOUND);

/** A view the caller may see; `isPublic` when its house is a published template house. */
export interface ViewableView {
  view: HouseView;
  isPublic: boolean;
}

/** The stored files of a view: the upload and what the conversion made of it. */
function viewKeys(view: HouseView): string[] {
  return [view.filename, view.optimizedFilename, view.previewFilename, view.usdzFilename]
    .filter((name): name is string => Boolean(name))
    .map((name) => houseViewKey(view.houseId, name));
}

@Injectable()
export class HouseViewsService {
  private readonly logger = new Logger('HouseViews');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly validator: GlbValidator,
    private readonly access: HouseAccessService,
    private readonly catalogue: CatalogueCache,
    @Inject(CONVERSION_QUEUE) private readonly conversions: ConversionQueue,
  ) {}

  /** The views of a published template house as everyone sees them, cached; null for any other house. */
  publicList(houseId: string): Promise<CachedBody | null> {
    return this.catalogue.publicAnswer(`views:${houseId}`, async () =>
      (await this.access.isPublic(houseId)) ? this.viewsOf(houseId) : undefined,
    );
  }

  async list(houseId: string, user: AuthUser | undefined): Promise<HouseViewResponse[]> {
    await this.access.viewable(houseId, user);
    return this.viewsOf(houseId);
  }

  private async viewsOf(houseId: string): Promise<HouseViewResponse[]> {
    const views = await this.dataSource
      .getRepository(HouseView)
      .find({ where: { houseId }, order: { standard: 'DESC', createdAt: 'ASC' } });
    return views.map(HouseViewResponse.from);
  }

  /** A view the caller may see (same rules as its house), and whether everyone may. */
  async viewable(id: string, user: AuthUser | undefined): Promise<ViewableView> {
    // Models of published template houses are asked for most: their records come from the cache.
    const open = await this.catalogue.value(`view:${id}`, () => this.publicView(id));
    if (open) return { view: open, isPublic: true };
    const view = await this.dataSource.getRepository(HouseView).findOneBy({ id });
    if (!view) throw viewNotFound();
    try {
      const { isPublic } = await this.access.viewable(view.houseId, user);
      return { view, isPublic };
    } catch (error) {
      if (error instanceof ApiException && error.code === ErrorCode.HOUSE_NOT_FOUND) throw viewNotFound();
      throw error;
    }
  }

  /**
   * The view an AR link was signed for, private whatever its house: the link holder's copy must not
   * land in a shared cache.
   */
  async signedView(id: string): Promise<ViewableView> {
    const view = await this.dataSource.getRepository(HouseView).findOneBy({ id });
    if (!view) throw viewNotFound();
    return { view, isPublic: false };
  }

  /** The view if its house is a published template house, else null. */
  private async publicView(id: string): Promise<HouseView | null> {
    const view = await this.dataSource.getRepository(HouseView).findOneBy({ id });
    return view && (await this.access.isPublic(view.houseId)) ? view : null;
  }

  /** Adds a view, or replaces the model of `houseViewId`; only valid GLB is stored. */
  async upload(dto: UploadHouseViewDto, file: Express.Multer.File | undefined): Promise<HouseViewResponse> {
    if (!file) throw this.fileRequired();
    if (!(await this.dataSource.getRepository(House).existsBy({ id: dto.houseId }))) {
      throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
    }
    const existing = dto.houseViewId ? await this.ownView(dto.houseId, dto.houseViewId) : null;
    return this.save(existing, { houseId: dto.houseId, name: dto.name, standard: dto.standard }, file);
  }

  async update(id: string, dto: UpdateHouseViewDto, file: Express.Multer.File | undefined): Promise<HouseViewResponse> {
    const view = await this.dataSource.getRepository(HouseView).findOneBy({ id });
    if (!view) throw viewNotFound();
    return this.save(
      view,
      { houseId: view.houseId, name: dto.name ?? view.name, standard: dto.standard ?? view.standard },
      file,
    );
  }

  /** Queues the conversion again, e.g. after it FAILED; the view shows QUEUED until the worker starts. */
  async requeue(id: string): Promise<HouseViewResponse> {
    const repository = this.dataSource.getRepository(HouseView);
    const view = await repository.findOneBy({ id });
    if (!view) throw viewNotFound();
    await repository.update(
      { id, filename: view.filename },
      {
        conversionStatus: ConversionStatus.QUEUED,
        conversionProgress: 0,
        conversionError: null,
        conversionWarnings: [],
        conversionReport: null,
        conversionAttempts: 0,
      },
    );
    const queued = HouseViewResponse.from(await repository.findOneByOrFail({ id }));
    await this.queueConversion({ houseViewId: id, houseId: view.houseId, filename: view.filename });
    return queued;
  }

  async remove(houseId: string, ids: string[]): Promise<void> {
    const repository = this.dataSource.getRepository(HouseView);
    const views = await repository.findBy({ houseId, id: In(ids) });
    if (views.length === 0) return;
    await repository.delete(views.map((view) => view.id));
    await this.catalogue.invalidate();
    await deleteQuietly(this.storage, views.flatMap(viewKeys));
  }

  private async save(
    existing: HouseView | null,
    fields: { houseId: string; name: string; standard: boolean },
    file: Express.Multer.File | undefined,
  ): Promise<HouseViewResponse> {
    let stored: { key: string; filename: string; size: number } | null = null;
    if (file) {
      await this.validator.validate(file.buffer);
      const filename = `${randomUUID()}.glb`;
      stored = { key: houseViewKey(fields.houseId, filename), filename, size: file.size };
      await this.storage.put(stored.key, file.buffer, 'model/gltf-binary');
    }
    let id: string;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        const views = manager.getRepository(HouseView);
        // One standard view per house (also guarded by a partial unique index).
        if (fields.standard) await views.update({ houseId: fields.houseId, standard: true }, { standard: false });
        const model = stored
          ? {
              filename: stored.filename,
              originalSize: stored.size,
              optimizedFilename: null,
              optimizedSize: null,
              previewFilename: null,
              previewSize: null,
              usdzFilename: null,
              usdzSize: null,
              conversionStatus: ConversionStatus.QUEUED,
              conversionProgress: 0,
              conversionError: null,
              conversionWarnings: [],
              conversionReport: null,
              conversionAttempts: 0,
              conversionStartedAt: null,
              conversionFinishedAt: null,
            }
          : {};
        if (existing) {
          await views.update(existing.id, { name: fields.name.trim(), standard: fields.standard, ...model });
          return existing.id;
        }
        const { identifiers } = await views.insert({ ...fields, name: fields.name.trim(), ...model });
        return identifiers[0].id as string;
      });
    } catch (error) {
      // Nothing is kept of a change that did not happen.
      if (stored) await deleteQuietly(this.storage, [stored.key]);
      throw error;
    }
    if (existing && stored) await deleteQuietly(this.storage, viewKeys(existing));
    // Read before queueing: the answer is what was stored (QUEUED), not whatever a fast worker made of it.
    const saved = HouseViewResponse.from(await this.dataSource.getRepository(HouseView).findOneByOrFail({ id }));
    if (stored) await this.queueConversion({ houseViewId: id, houseId: fields.houseId, filename: stored.filename });
    await this.catalogue.invalidate();
    return saved;
  }

  /**
   * The view is stored as QUEUED before this: if Redis cannot take the job now, the upload still
   * stands and the worker's sweep queues every QUEUED view once Redis answers again.
   */
  private async queueConversion(job: ConversionJob): Promise<void> {
    await this.conversions.enqueue(job).catch((error: Error) => {
      this.logger.warn(`conversion of view ${job.houseViewId} left to the worker's sweep: ${error.message}`);
    });
  }

  private async ownView(houseId: string, id: string): Promise<HouseView> {
    const view = await this.dataSource.getRepository(HouseView).findOneBy({ id, houseId });
    if (!view) throw viewNotFound();
    return view;
  }

  private fileRequired(): ApiException {
    return new ApiException(400, ErrorCode.VALIDATION_FAILED, VALIDATION_MESSAGES.houseViewRequired, [
      { field: 'file', messages: [VALIDATION_MESSAGES.houseViewRequired] },
    ]);
  }
}
