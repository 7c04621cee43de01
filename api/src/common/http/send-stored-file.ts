import type { Request, Response } from 'express';
import parseRange from 'range-parser';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';
import { FileMissingError, FileStorage } from '../../files/storage/file-storage.js';

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  /** Thrown when the row exists but the stored object does not. */
  missing: () => ApiException;
}

/**
 * Streams a stored object with ETag revalidation and single byte ranges (resumable downloads,
 * progress in the viewer). Nothing is buffered in memory.
 */
export async function sendStoredFile(
  request: Request,
  response: Response,
  storage: FileStorage,
  key: string,
  options: SendOptions,
): Promise<void> {
  const info = await storage.stat(key);
  if (!info) throw options.missing();
  const notModified = request.headers['if-none-match'] === info.etag;
  let range: { start: number; end: number } | undefined;
  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (!notModified && header && (!ifRange || ifRange === info.etag)) {
    const ranges = parseRange(info.size, header, { combine: true });
    // Before any caching header is set: this error must not be kept as the file.
    if (ranges === -1) {
      throw new ApiException(416, ErrorCode.RANGE_NOT_SATISFIABLE, undefined, undefined, {
        'Content-Range': `bytes */${info.size}`,
      });
    }
    // Several ranges would need multipart answers; serving the whole file is allowed instead.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0];
  }

  response.setHeader('ETag', info.etag);
  response.setHeader('Last-Modified', info.lastModified.toUTCString());
  response.setHeader('Cache-Control', options.cacheControl);
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Content-Type', options.contentType);
  if (notModified) {
    response.status(304).end();
    return;
  }

  let stream: NodeJS.ReadableStream;
  try {
    stream = await storage.read(key, range);
  } catch (error) {
    if (error instanceof FileMissingError) throw options.missing();
    throw error;
  }
  if (range) {
    response.status(206);
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    response.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    response.setHeader('Content-Length', String(info.size));
  }
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(stream, response).catch((error: NodeJS.ErrnoException) => {
    // A viewer that stops a download (seeks, closes the page) is no server error to log.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && response.destroyed) return;
    throw error;
  });
}
