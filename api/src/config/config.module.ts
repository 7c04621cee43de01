import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig, loadAppConfig } from './app-config.js';

@Global()
@Module({})
export class ConfigModule {
  /** Tests pass a ready config; processes read and validate the environment. */
  static forRoot(config: AppConfig = loadAppConfig()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
