import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { assertByteRange, ByteRange } from './byte-range.js';
import { FileMissingError, FileStorage, StoredObject } from './file-storage.js';
import { assertSafeKey, assertSafePrefix } from './safe-key.js';

export type S3StorageConfig = Extract<AppConfig['storage'], { driver: 's3' }>;

/** HEAD answers carry no body, so the SDK names a missing key NotFound there and NoSuchKey on GET. */
function isMissing(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'NotFound' || name === 'NoSuchKey';
}

/** Objects in one S3 bucket (or an S3-compatible service); single PUTs are atomic there. */
export class S3FileStorage implements FileStorage, OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // Without keys the SDK's default chain applies (AWS_* variables, instance or task role).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Not every S3-compatible service understands the checksums the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '',
        lastModified: head.LastModified ?? new Date(0),
        contentType: head.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    assertSafeKey(key);
    if (range) assertByteRange(range);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
      return object.Body;
    } catch (error) {
      if (isMissing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    assertSafeKey(fromKey);
    assertSafeKey(toKey);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: toKey,
          // The source is "bucket/key", URL-encoded per segment; safe keys need no encoding.
          CopySource: `${this.bucket}/${fromKey}`,
        }),
      );
    } catch (error) {
      if (isMissing(error)) throw new FileMissingError(fromKey);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    let token: string | undefined;
    do {
      // A listing page holds at most 1000 keys, exactly what one DeleteObjects call accepts.
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 could not delete ${failed.length} objects under ${prefix}: ${failed[0].Message}`);
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
