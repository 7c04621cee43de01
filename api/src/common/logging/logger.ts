import pino, { Logger } from 'pino';

/** One pino instance per process; secrets in headers and bodies never reach the log. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
        // A failed query's values (names, e-mail addresses, password hashes) stay out of error logs.
        'err.parameters',
      ],
      censor: '[redacted]',
    },
  });
}
