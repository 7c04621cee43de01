import type { Request } from 'express';

/**
 * The address counted for rate limits. X-Forwarded-For is honoured only when TRUST_PROXY is
 * set (Express then fills req.ip from it); otherwise a spoofed header changes nothing.
 */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
