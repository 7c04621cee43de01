import { ErrorCode } from '@hauskonfig/shared';
import type { RequestHandler } from 'express';
import { sendApiError } from './send-api-error.js';

/**
 * Paths under /api and /ops that neither the API (`apiPrefix`, answered by Nest's own 404), nor
 * the docs nor the queue board took (docs off in production, no Redis): the API's 404 body instead
 * of Express's HTML page. Mounted after all of those, and never for the SPAs' paths.
 */
export function answerUnknownServerPath(apiPrefix: string): RequestHandler {
  const serverPath = /^\/(api|ops)(\/|$)/;
  const apiPath = new RegExp(`^/${apiPrefix}(/|$)`);
  return (request, response, next) => {
    if (!serverPath.test(request.path) || apiPath.test(request.path)) return next();
    sendApiError(response, 404, ErrorCode.ROUTE_NOT_FOUND);
  };
}
