import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEMO_CONTACT_PEOPLE,
  DEMO_HOUSES,
  DEMO_VENDOR,
  renderHeroImage,
  renderPortrait,
  renderVendorLogo,
} from '@hauskonfig/demo-catalogue';
import { HouseKind } from '@hauskonfig/shared';
import { DataSource, In, IsNull } from 'typeorm';
import { ContactPerson } from '../../../contact-people/contact-person.entity.js';
import { contactPhotoKey } from '../../../contact-people/contact-people.service.js';
import { ImageProcessor } from '../../../files/images/image-processor.js';
import { deleteQuietly } from '../../../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../../../files/storage/file-storage.js';
import { House } from '../../../houses/house.entity.js';
import { withSessionLock } from '../../session-lock.js';
import { settingsImageKeys, storeSettingsImage } from '../../../vendor-settings/settings-images.js';
import { VENDOR_SETTINGS_ROW_ID, VendorSettings } from '../../../vendor-settings/vendor-settings.entity.js';

/** Shared by every instance, so two starting at once do not both seed the vendor. */
const VENDOR_LOCK_KEY = 7_345_204;

/**
 * The demo vendor around the catalogue: settings with logo, hero picture and legal texts, and
 * three contact people with portraits who look after most demo houses. Each part is created only
 * when missing, so it runs on every start and also completes an installation seeded before it.
 */
@Injectable()
export class DemoVendorSeeder {
  private readonly logger = new Logger('DemoVendor');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
  ) {}

  seedIfMissing(): Promise<void> {
    return withSessionLock(this.dataSource, VENDOR_LOCK_KEY, async () => {
      if (!(await this.dataSource.getRepository(VendorSettings).existsBy({ id: VENDOR_SETTINGS_ROW_ID }))) {
        await this.seedSettings();
      }
      if (!(await this.dataSource.getRepository(ContactPerson).exists())) await this.seedContactPeople();
    });
  }

  private async seedSettings(): Promise<void> {
    const logoPath = await storeSettingsImage(
      this.images,
      this.storage,
      'logo',
      await renderVendorLogo(DEMO_VENDOR.primaryColor),
    );
    const heroImagePath = await storeSettingsImage(
      this.images,
      this.storage,
      'heroImage',
      await renderHeroImage(DEMO_HOUSES[0]),
    );
    try {
      await this.dataSource
        .getRepository(VendorSettings)
        .insert({ id: VENDOR_SETTINGS_ROW_ID, ...DEMO_VENDOR, logoPath, heroImagePath, privacyVersion: 1 });
    } catch (error) {
      await deleteQuietly(this.storage, [...settingsImageKeys(logoPath), ...settingsImageKeys(heroImagePath)]);
      throw error;
    }
    this.logger.log(`Demo vendor settings: ${DEMO_VENDOR.vendorName}`);
  }

  private async seedContactPeople(): Promise<void> {
    for (const demo of DEMO_CONTACT_PEOPLE) {
      const id = randomUUID();
      const processed = await this.images.process(await renderPortrait(demo.look));
      const base = randomUUID();
      for (const variant of processed.variants) {
        await this.storage.put(
          contactPhotoKey(id, `${base}${variant.suffix}.webp`),
          variant.buffer,
          variant.contentType,
        );
      }
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(ContactPerson).insert({
          id,
          name: demo.name,
          email: demo.email,
          phoneNumber: demo.phoneNumber,
          imagePath: `${base}.webp`,
          published: true,
        });
        await manager
          .getRepository(House)
          .update(
            { kind: HouseKind.TEMPLATE, name: In(demo.houseNames), contactPersonId: IsNull() },
            { contactPersonId: id },
          );
      });
    }
    this.logger.log(`Demo contact people: ${DEMO_CONTACT_PEOPLE.map((person) => person.name).join(', ')}`);
  }
}
