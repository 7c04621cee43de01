import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { unprocessableField } from '../common/errors/api-exception.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { CatalogueCache, type CachedBody } from '../houses/catalogue-cache.js';
import { AdminVendorSettingsResponse, VendorSettingsResponse } from './dto/vendor-settings.response.js';
import { SaveVendorSettingsDto } from './dto/save-vendor-settings.dto.js';
import { settingsImageKeys, storeSettingsImage, type SettingsImage } from './settings-images.js';
import { NEUTRAL_SETTINGS } from './vendor-settings.defaults.js';
import { VENDOR_SETTINGS_ROW_ID, VendorSettings } from './vendor-settings.entity.js';

export type SettingsUploads = Partial<Record<SettingsImage, Express.Multer.File>>;

/** The row's field of each image. */
const PATH_FIELD = { logo: 'logoPath', heroImage: 'heroImagePath' } as const;

/**
 * The vendor's settings: read on every page load and every request, changed rarely, so they are
 * kept in the catalogue cache (dropped on every change, on all instances).
 */
@Injectable()
export class VendorSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The settings in force (shared, not to be changed by callers). */
  current(): Promise<VendorSettings> {
    return this.catalogue.value('vendor-settings', () => this.read(this.dataSource.manager));
  }

  /** GET settings, serialised once with its ETag. */
  publicAnswer(): Promise<CachedBody> {
    return this.catalogue.get('vendor-settings-answer', async () => VendorSettingsResponse.from(await this.current()));
  }

  async adminView(): Promise<AdminVendorSettingsResponse> {
    return AdminVendorSettingsResponse.fromAdmin(await this.read(this.dataSource.manager));
  }

  /**
   * Saves all fields; an uploaded image replaces the current one, a remove flag drops it. A changed
   * privacy text raises its version, so consent given to the old text no longer counts.
   */
  async save(dto: SaveVendorSettingsDto, uploads: SettingsUploads): Promise<AdminVendorSettingsResponse> {
    const defaultContactPersonId = dto.defaultContactPersonId ?? null;
    if (
      defaultContactPersonId &&
      !(await this.dataSource.getRepository(ContactPerson).existsBy({ id: defaultContactPersonId }))
    ) {
      throw unprocessableField('defaultContactPersonId', 'Den gewählten Ansprechpartner gibt es nicht.');
    }
    const stored: Partial<Record<SettingsImage, string>> = {};
    const replaced: string[] = [];
    try {
      for (const kind of ['logo', 'heroImage'] as const) {
        const file = uploads[kind];
        if (file) stored[kind] = await storeSettingsImage(this.images, this.storage, kind, file.buffer);
      }
      await this.dataSource.transaction(async (manager) => {
        const before = await this.lockRow(manager);
        const imagePath = (kind: SettingsImage, remove: boolean | undefined) => {
          const previous = before[PATH_FIELD[kind]];
          const next = stored[kind] ?? (remove ? null : previous);
          if (previous && next !== previous) replaced.push(...settingsImageKeys(previous));
          return next;
        };
        await manager.getRepository(VendorSettings).update(VENDOR_SETTINGS_ROW_ID, {
          vendorName: dto.vendorName,
          primaryColor: dto.primaryColor,
          websiteUrl: dto.websiteUrl ?? null,
          imprintText: dto.imprintText,
          privacyText: dto.privacyText,
          privacyVersion: before.privacyVersion + (dto.privacyText === before.privacyText ? 0 : 1),
          defaultContactPersonId,
          logoPath: imagePath('logo', dto.removeLogo),
          heroImagePath: imagePath('heroImage', dto.removeHeroImage),
        });
      });
    } catch (error) {
      await deleteQuietly(this.storage, Object.values(stored).flatMap(settingsImageKeys));
      throw error;
    }
    await this.catalogue.invalidate();
    await deleteQuietly(this.storage, replaced);
    return this.adminView();
  }

  private async read(manager: EntityManager): Promise<VendorSettings> {
    return (await manager.getRepository(VendorSettings).findOneBy({ id: VENDOR_SETTINGS_ROW_ID })) ?? NEUTRAL_SETTINGS;
  }

  /** The row, created with the neutral values on the first save, locked against a concurrent save. */
  private async lockRow(manager: EntityManager): Promise<VendorSettings> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(VendorSettings)
      .values({ ...NEUTRAL_SETTINGS, updatedAt: undefined })
      .orIgnore()
      .execute();
    return manager
      .getRepository(VendorSettings)
      .findOneOrFail({ where: { id: VENDOR_SETTINGS_ROW_ID }, lock: { mode: 'pessimistic_write' } });
  }
}
