import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';
import { createHttpLogger } from './http-logger.js';

/** The access line the logger writes for one finished request. */
function accessLine(originalUrl: string): Record<string, unknown> {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const response = Object.assign(new EventEmitter(), { statusCode: 200 });
  const request = { method: 'GET', originalUrl, path: originalUrl.split('?')[0] };
  createHttpLogger(logger)(request as Request, response as unknown as Response, (() => undefined) as NextFunction);
  response.emit('finish');
  return JSON.parse(lines[0]);
}

describe('access log', () => {
  it('never writes a customer login code', () => {
    expect(accessLine('/?code=123456').url).toBe('/?code=[redacted]');
    expect(accessLine('/api/v1/auth/customer-login?login-code=654321').url).toBe(
      '/api/v1/auth/customer-login?login-code=[redacted]',
    );
  });

  it("never writes a saved plan's code, in the API's path or the site's link", () => {
    expect(accessLine('/api/v1/saved-plans/123456').url).toBe('/api/v1/saved-plans/[redacted]');
    expect(accessLine('/login?plan=654321').url).toBe('/login?plan=[redacted]');
  });

  it('writes other URLs as they came', () => {
    expect(accessLine('/api/v1/houses/templates?from=100').url).toBe('/api/v1/houses/templates?from=100');
  });
});
