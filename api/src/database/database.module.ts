import { Logger, Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrations } from './run-migrations.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl, config.dbPoolSize),
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(private readonly dataSource: DataSource) {}

  /** Migrations run before anything else touches the schema. */
  async onModuleInit(): Promise<void> {
    await runMigrations(this.dataSource, this.logger);
  }
}
