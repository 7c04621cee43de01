import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Access log: one line per request with status and duration; health probes only at debug. */
export function createHttpLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return req.url?.startsWith('/api/v1/health') ? 'debug' : 'info';
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
