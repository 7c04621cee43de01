import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { FileStorage } from '../../src/files/storage/file-storage.js';
import { LocalFileStorage } from '../../src/files/storage/local-file-storage.js';
import { S3FileStorage } from '../../src/files/storage/s3-file-storage.js';
import { filesTestConfig } from './files-test-config.js';

export interface RunningStorage {
  storage: FileStorage;
  stop(): Promise<void>;
}

export function startLocalStorage(): Promise<RunningStorage> {
  const root = mkdtempSync(join(tmpdir(), 'hk-files-local-'));
  return Promise.resolve({ storage: new LocalFileStorage(root), stop: () => rm(root, { recursive: true }) });
}

/** A real S3-protocol server in this process, reached through the same config path as production. */
export async function startS3Storage(): Promise<RunningStorage> {
  const directory = mkdtempSync(join(tmpdir(), 'hk-files-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'test-bucket' }],
  });
  const { port } = await server.run();
  const { storage: config } = filesTestConfig({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'test-bucket',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  if (config.driver !== 's3') throw new Error('expected the s3 driver');
  const storage = new S3FileStorage(config);
  return {
    storage,
    stop: async () => {
      storage.onApplicationShutdown();
      await server.close();
      await rm(directory, { recursive: true });
    },
  };
}
