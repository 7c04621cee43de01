import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RETENTION_DEFAULT_DAYS } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import { SaveSecuritySettingsDto } from './dto/save-security-settings.dto.js';
import { SecuritySettingsResponse } from './dto/security-settings.response.js';
import { SECURITY_SETTINGS_ROW_ID, SecuritySettings } from './security-settings.entity.js';

const DEFAULTS: Omit<SecuritySettings, 'updatedAt'> = {
  id: SECURITY_SETTINGS_ROW_ID,
  secondFactorRequired: false,
  ...RETENTION_DEFAULT_DAYS,
};

/**
 * The security settings (second factor, retention), read on every staff call (is a second factor
 * mandatory?): kept in the
 * catalogue cache, which every change drops on all instances.
 */
@Injectable()
export class SecuritySettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {}

  current(): Promise<SecuritySettings> {
    return this.cache.value('security-settings', () => this.read());
  }

  async view(): Promise<SecuritySettingsResponse> {
    return SecuritySettingsResponse.from(await this.read());
  }

  async save(dto: SaveSecuritySettingsDto): Promise<SecuritySettingsResponse> {
    await this.dataSource
      .getRepository(SecuritySettings)
      .upsert({ ...DEFAULTS, ...dto, updatedAt: new Date() }, ['id']);
    await this.cache.invalidate();
    return this.view();
  }

  private async read(): Promise<SecuritySettings> {
    const row = await this.dataSource.getRepository(SecuritySettings).findOneBy({ id: SECURITY_SETTINGS_ROW_ID });
    return row ?? { ...DEFAULTS, updatedAt: new Date(0) };
  }
}
