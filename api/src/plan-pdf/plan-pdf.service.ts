import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMAGE_TYPE_LABELS, ImageType, type PlanSnapshotDto } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { errorMessage } from '../common/errors/error-message.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseImage } from '../houses/house-image.entity.js';
import { houseImageKey } from '../houses/house-urls.js';
import { NEUTRAL_SETTINGS } from '../vendor-settings/vendor-settings.defaults.js';
import { VENDOR_SETTINGS_ROW_ID, VendorSettings } from '../vendor-settings/vendor-settings.entity.js';
import { renderPlanPdf } from './render-plan-pdf.js';

const FLOOR_PLAN_TYPES = [ImageType.GROUNDPLAN, ImageType.GROUNDPLAN_MEASURED] as const;

/**
 * The PDF "Ihre Hausplanung" of a snapshot, for the download and the confirmation mail (the API
 * and the worker both make it). The snapshot's data is as sent; the images are the house's as
 * stored now, since a snapshot keeps data, not files. An image that cannot be read is left out
 * (logged): the plan on paper still comes.
 */
@Injectable()
export class PlanPdfService {
  private readonly logger = new Logger('PlanPdf');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async render(snapshot: PlanSnapshotDto, shareUrl: string | null): Promise<Buffer> {
    const houseId = snapshot.house?.id ?? null;
    const [vendor, previewImage, floorPlans] = await Promise.all([
      this.vendor(),
      houseId ? this.previewImage(houseId, snapshot.house?.thumbnailUrl ?? null) : null,
      houseId ? this.floorPlans(houseId) : [],
    ]);
    return renderPlanPdf({ snapshot, vendor, previewImage, floorPlans, shareUrl });
  }

  private async vendor() {
    const row =
      (await this.dataSource.getRepository(VendorSettings).findOneBy({ id: VENDOR_SETTINGS_ROW_ID })) ??
      NEUTRAL_SETTINGS;
    return { vendorName: row.vendorName, websiteUrl: row.websiteUrl, imprintText: row.imprintText };
  }

  private async previewImage(houseId: string, thumbnailUrl: string | null): Promise<Buffer | null> {
    const filename = thumbnailUrl?.split('/').pop();
    return filename ? this.read(houseImageKey(houseId, filename)) : null;
  }

  private async floorPlans(houseId: string): Promise<{ label: string; image: Buffer }[]> {
    const rows = await this.dataSource.getRepository(HouseImage).find({
      where: { houseId, type: In([...FLOOR_PLAN_TYPES]) },
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    const plans = await Promise.all(
      FLOOR_PLAN_TYPES.flatMap((type) => {
        const ofType = rows.filter((row) => row.type === type);
        return ofType.map(async (row, index) => ({
          label: ofType.length > 1 ? `${IMAGE_TYPE_LABELS[type]} ${index + 1}` : IMAGE_TYPE_LABELS[type],
          image: await this.read(houseImageKey(houseId, row.filename)),
        }));
      }),
    );
    return plans.flatMap((plan) => (plan.image ? [{ label: plan.label, image: plan.image }] : []));
  }

  private async read(key: string): Promise<Buffer | null> {
    try {
      return await buffer(await this.storage.read(key));
    } catch (error) {
      this.logger.warn(`Image ${key} left out of a plan PDF: ${errorMessage(error)}`);
      return null;
    }
  }
}
