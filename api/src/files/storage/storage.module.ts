import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.js';
import { createFileStorage } from './create-file-storage.js';
import { FILE_STORAGE, FileStorage } from './file-storage.js';

/** FILE_STORAGE for STORAGE_DRIVER; global so the API and the worker inject the same storage. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig): FileStorage => createFileStorage(storage),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
