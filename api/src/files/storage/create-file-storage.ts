import type { AppConfig } from '../../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The storage driver the configuration asks for (also used outside Nest, by the converter process). */
export function createFileStorage(storage: AppConfig['storage']): FileStorage {
  return storage.driver === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.filesDir);
}
