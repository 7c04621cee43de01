import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DemoCatalogueSeeder } from './demo/demo-catalogue.seeder.js';
import { DemoPricesSeeder } from './demo/demo-prices.seeder.js';
import { DemoVendorSeeder } from './demo/demo-vendor.seeder.js';
import { AdminSeedResult, seedAdminUser } from './seed-admin-user.js';
import { seedConstructionStages } from './seed-construction-stages.js';

/** Lock key shared by every API instance so two never seed at once. */
const SEED_LOCK_KEY = 7_345_202;

export const DEMO_LOGIN_FILE = 'demo-login.json';

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demoCatalogue: DemoCatalogueSeeder,
    private readonly demoVendor: DemoVendorSeeder,
    private readonly demoPrices: DemoPricesSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seed.onStart) await this.run();
  }

  /** Idempotent: the reference data and the demo staff account, in one transaction. */
  async run(): Promise<AdminSeedResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      await seedConstructionStages(manager);
      return seedAdminUser(manager, this.config.seed.adminUsername, this.config.seed.adminPassword);
    });
    if (this.config.seed.demoCatalogue) {
      await this.demoCatalogue.seedIfEmpty();
      // After the houses: the demo contact people are assigned to them.
      await this.demoVendor.seedIfMissing();
      await this.demoPrices.seedIfMissing();
    }
    if (result.password && !this.config.seed.adminPassword) {
      const file = await this.rememberDemoLogin(result);
      // Production logs are kept and read by others: the generated password stays in the file.
      if (this.config.isProduction) {
        this.logger.warn(`Staff account ${result.username} created with a generated password, kept in ${file}`);
      } else {
        this.logger.warn(`Demo staff account created: ${result.username} / ${result.password}`);
      }
    }
    return result;
  }

  /** Keeps the generated login (owner-readable only), so `npm start` can print it every time. */
  private async rememberDemoLogin(result: AdminSeedResult): Promise<string> {
    await mkdir(this.config.dataDir, { recursive: true });
    const file = join(this.config.dataDir, DEMO_LOGIN_FILE);
    await writeFile(file, JSON.stringify({ username: result.username, password: result.password }, null, 2));
    await chmod(file, 0o600);
    return file;
  }
}
