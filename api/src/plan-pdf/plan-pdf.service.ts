import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMAGE_TYPE_LABELS, ImageType, type PlanSnapshotDto } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseImage } from '../houses/house-image.entity.js';
import { houseImageKey } from '../houses/house-urls.js';
import { NEUTRAL_SETTINGS } from '../vendor-settings/vendor-settings.defaults.js';
import { VENDOR_SETTINGS_ROW_ID, VendorSettings } from '../vendor-settings/vendor-settings.entity.js';
import { RenderSlots } from './render-slots.js';
import { renderPlanPdf } from './render-plan-pdf.js';

const FLOOR_PLAN_TYPES = [ImageType.GROUNDPLAN, ImageType.GROUNDPLAN_MEASURED] as const;

/** Where the PDF of a snapshot (a plan share's, which is also a sent request's) is stored. */
export const planPdfKey = (token: string) => `plan-pdfs/${token}.pdf`;

/**
 * The PDF "Ihre Hausplanung" of a snapshot, for the download and the confirmation mail (the API
 * and the worker both make it). It is made once per snapshot, stored and served as a file from
 * then on, so it stays as first made: the snapshot's data never change, and the vendor's details
 * and the house's images are those of that moment. An image that cannot be read is left out
 * (logged): the plan on paper still comes.
 */
@Injectable()
export class PlanPdfService {
  private readonly logger = new Logger('PlanPdf');
  private readonly slots: RenderSlots;
  /** Snapshots being made in this process, so parallel downloads of one plan wait for one making. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.slots = new RenderSlots(config.pdfRendersAtOnce);
  }

  /** The storage key of the share's PDF, made and stored first if it is not there yet. */
  async stored(token: string, snapshot: PlanSnapshotDto): Promise<string> {
    const key = planPdfKey(token);
    if (await this.storage.stat(key)) return key;
    let making = this.making.get(token);
    if (!making) {
      making = this.make(token, snapshot).finally(() => this.making.delete(token));
      this.making.set(token, making);
    }
    await making;
    return key;
  }

  /** The share's PDF as bytes (a mail attachment), made and stored first if needed. */
  async read(token: string, snapshot: PlanSnapshotDto): Promise<Buffer> {
    return buffer(await this.storage.read(await this.stored(token, snapshot)));
  }

  /** Removes the stored PDF of a share whose request was deleted. */
  forget(token: string): Promise<void> {
    return deleteQuietly(this.storage, [planPdfKey(token)]);
  }

  /** Makes the PDF anew, linking to `shareUrl`; `stored` calls it once per snapshot. */
  async render(snapshot: PlanSnapshotDto, shareUrl: string): Promise<Buffer> {
    const houseId = snapshot.house?.id ?? null;
    const [vendor, previewImage, floorPlans] = await Promise.all([
      this.vendor(),
      houseId ? this.previewImage(houseId, snapshot.house?.thumbnailUrl ?? null) : null,
      houseId ? this.floorPlans(houseId) : [],
    ]);
    return renderPlanPdf({ snapshot, vendor, previewImage, floorPlans, shareUrl });
  }

  private async make(token: string, snapshot: PlanSnapshotDto): Promise<void> {
    const key = planPdfKey(token);
    await this.slots.run(async () => {
      // Stored meanwhile by another instance, the worker, or a making that ended while this waited.
      if (await this.storage.stat(key)) return;
      const pdf = await this.render(snapshot, `${this.config.publicUrl}/plan/${token}`);
      await this.storage.put(key, pdf, 'application/pdf');
    });
  }

  private async vendor() {
    const row =
      (await this.dataSource.getRepository(VendorSettings).findOneBy({ id: VENDOR_SETTINGS_ROW_ID })) ??
      NEUTRAL_SETTINGS;
    return { vendorName: row.vendorName, websiteUrl: row.websiteUrl, imprintText: row.imprintText };
  }

  private async previewImage(houseId: string, thumbnailUrl: string | null): Promise<Buffer | null> {
    const filename = thumbnailUrl?.split('/').pop();
    return filename ? this.readImage(houseImageKey(houseId, filename)) : null;
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
          image: await this.readImage(houseImageKey(houseId, row.filename)),
        }));
      }),
    );
    return plans.flatMap((plan) => (plan.image ? [{ label: plan.label, image: plan.image }] : []));
  }

  private async readImage(key: string): Promise<Buffer | null> {
    try {
      return await buffer(await this.storage.read(key));
    } catch (error) {
      this.logger.warn(`Image ${key} left out of a plan PDF: ${errorMessage(error)}`);
      return null;
    }
  }
}
