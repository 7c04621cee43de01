import type { Request } from 'express';
import { rateLimitAddress } from './rate-limit-address.js';

/**
 * The address counted for rate limits. X-Forwarded-For is honoured only as far as TRUST_PROXY
 * says: Express then takes the address the last trusted proxy saw, never one a client wrote
 * further left (TRUST_PROXY=true, which would, is refused at start-up). IPv6 clients count by
 * their /64 (rateLimitAddress).
 */
export function clientIp(request: Request): string {
  return rateLimitAddress(request.ip ?? request.socket.remoteAddress ?? 'unknown');
}
