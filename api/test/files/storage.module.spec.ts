import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../../src/config/app-config.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { FILE_STORAGE, FileStorage } from '../../src/files/storage/file-storage.js';
import { LocalFileStorage } from '../../src/files/storage/local-file-storage.js';
import { S3FileStorage } from '../../src/files/storage/s3-file-storage.js';
import { StorageModule } from '../../src/files/storage/storage.module.js';
import { filesTestConfig } from './files-test-config.js';

function compile(config: AppConfig) {
  return Test.createTestingModule({ imports: [ConfigModule.forRoot(config), StorageModule] }).compile();
}

describe('StorageModule', () => {
  it('provides the local driver, writing below DATA_DIR/files by default', async () => {
    const config = filesTestConfig();
    const moduleRef = await compile(config);
    const storage = moduleRef.get<FileStorage>(FILE_STORAGE);
    expect(storage).toBeInstanceOf(LocalFileStorage);
    await storage.put('houses/h1/plan.webp', Buffer.from('bild'), 'image/webp');
    expect(readFileSync(join(config.dataDir, 'files', 'houses', 'h1', 'plan.webp'), 'utf8')).toBe('bild');
    await moduleRef.close();
  });

  it('provides the S3 driver for STORAGE_DRIVER=s3 and closes its client on shutdown', async () => {
    const moduleRef = await compile(filesTestConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'hauskonfig' }));
    const storage = moduleRef.get<FileStorage>(FILE_STORAGE);
    expect(storage).toBeInstanceOf(S3FileStorage);
    let shutDown = false;
    const shutdown = (storage as S3FileStorage).onApplicationShutdown.bind(storage);
    (storage as S3FileStorage).onApplicationShutdown = () => {
      shutDown = true;
      shutdown();
    };
    await moduleRef.close();
    expect(shutDown).toBe(true);
  });
});
