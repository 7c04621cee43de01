import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.js';
import { FILE_STORAGE, FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** FILE_STORAGE for STORAGE_DRIVER; global so the API and the worker inject the same storage. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig): FileStorage =>
        storage.driver === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.filesDir),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
