import { ErrorCode } from '@hauskonfig/shared';
import type { Request, RequestHandler } from 'express';
import type { BodyLimit } from './body-limit.js';
import { sendApiError } from './send-api-error.js';

const carriesBody = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Bounds how long a request body may take to arrive (a client trickling a byte at a time held a
 * connection for 315 s): a body still incomplete at its route's deadline is answered 408 and its
 * connection closed. Once an answer is out while the body still comes (refused before reading,
 * e.g. a 401 on an upload), Node reads on to reuse the connection; that gets `afterAnswerMs` more.
 */
export function bodyDeadline(limitFor: (request: Request) => BodyLimit, afterAnswerMs: number): RequestHandler {
  return (request, response, next) => {
    if (!carriesBody(request)) return next();
    const cut = () => {
      if (request.complete) return;
      if (response.headersSent) {
        request.socket.destroy();
        return;
      }
      response.setHeader('Connection', 'close');
      sendApiError(response, 408, ErrorCode.REQUEST_TIMEOUT);
    };
    let timer = setTimeout(cut, limitFor(request).timeoutMs).unref();
    response.once('finish', () => {
      if (request.complete) return;
      clearTimeout(timer);
      timer = setTimeout(cut, afterAnswerMs).unref();
    });
    // Emitted once the body was read to its end, or the connection is gone.
    request.once('close', () => clearTimeout(timer));
    next();
  };
}
