import type { Response } from 'express';
import type { CachedBody } from '../../houses/catalogue-cache.js';

/**
 * Writes a cached JSON answer as it is, with its ETag; a client that holds it already gets 304.
 * `no-cache`: browsers keep it but ask again, so a change by the staff shows at once.
 */
export function sendCachedJson(response: Response, cached: CachedBody, ifNoneMatch: string | undefined): void {
  response.setHeader('ETag', cached.etag);
  response.setHeader('Cache-Control', 'no-cache');
  if (ifNoneMatch === cached.etag) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', String(cached.body.length));
  response.end(cached.body);
}
