export interface StoredObject {
  size: number;
  /** Quoted, ready for the ETag header (as S3 returns it); changes whenever the object is rewritten. */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** Where uploaded files live: a local folder or an S3 bucket, chosen by STORAGE_DRIVER. */
export interface FileStorage {
  /** Writes atomically: readers never see a half-written object (local: temp file + rename). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when missing. */
  stat(key: string): Promise<StoredObject | null>;
  /** Streams the object or an inclusive byte range; throws FileMissingError when missing. */
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  /** Copies an object to a new key inside the store, atomically like put; FileMissingError when missing. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Idempotent. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with prefix (e.g. 'houses/<id>/'). */
  deletePrefix(prefix: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class FileMissingError extends Error {}
