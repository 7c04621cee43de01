import { ErrorCode } from '@hauskonfig/shared';
import type { Request, RequestHandler } from 'express';
import { sendApiError } from '../common/http/send-api-error.js';

/** Methods that change nothing; everything else is an action. */
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Whether a browser sent the request from a page of another site. Browsers add Sec-Fetch-Site to
 * every request; older ones at least Origin to every POST. A request with neither comes from no
 * browser page (curl, scripts), which cannot borrow a logged-in browser's credentials.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // Compared by host only: behind a TLS-terminating proxy the API itself may see plain http.
  return !URL.canParse(origin) || new URL(origin).host !== request.headers.host;
}

/**
 * The browser sends cached basic-auth credentials with any request to the board, also with a form
 * or a text/plain POST another site submits, which CORS does not stop. So its actions (anything
 * but GET, HEAD and a CORS preflight) are taken only from the board's own pages.
 */
export const sameOriginOnly: RequestHandler = (request, response, next) => {
  if (SAFE_METHODS.includes(request.method) || !isCrossSite(request)) return next();
  sendApiError(response, 403, ErrorCode.CROSS_SITE_REQUEST);
};
