import { ErrorCode } from '@hauskonfig/shared';
import type { Request, RequestHandler } from 'express';
import type { BodyLimit } from './body-limit.js';
import { sendApiError } from './send-api-error.js';

/**
 * Refuses a body whose declared Content-Length is over its route's limit at once, before a byte of it
 * is read: body-parser and multer find out only while reading and then wait for the whole body to
 * arrive before they answer, which let one slow client hold a connection for minutes. The
 * connection is closed with the answer, so the rest of the body is never read either.
 */
export function refuseOversizedBody(limitFor: (request: Request) => BodyLimit): RequestHandler {
  return (request, response, next) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared === 0) return next();
    const limit = limitFor(request);
    if (declared <= limit.maxBytes) return next();
    response.setHeader('Connection', 'close');
    sendApiError(response, 413, limit.upload ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.REQUEST_TOO_LARGE);
  };
}
