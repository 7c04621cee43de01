import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { redactUrl } from './redact-url.js';

/**
 * Access log: one line per finished request with method, URL, status and duration. Written by
 * hand on top of pino because pino-http's per-request child loggers and serialisers cost about a
 * third of the API's throughput (bench:catalogue); nothing is built for a level that is off.
 */
export function createHttpLogger(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const status = response.statusCode;
      const level: Level =
        status >= 500 ? 'error' : status >= 400 ? 'warn' : request.path.startsWith('/api/v1/health') ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      logger[level]({ method: request.method, url: redactUrl(request.originalUrl), status, ms }, 'request');
    });
    next();
  };
}
