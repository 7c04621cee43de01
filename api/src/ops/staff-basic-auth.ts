import { createHash } from 'node:crypto';
import { Role } from '@hauskonfig/shared';
import type { RequestHandler } from 'express';
import { clientIp } from '../common/http/client-ip.js';
import type { LoginThrottleService } from '../auth/login-throttle.service.js';
import { verifyPassword } from '../users/password-hasher.js';
import type { UsersService } from '../users/users.service.js';

/** A board page loads dozens of assets; a checked login is trusted this long, not re-hashed each time. */
const TRUST_MS = 60_000;

/**
 * HTTP basic auth against staff accounts, so the queue board works in a plain browser tab. Failures
 * count towards the same lock-out as the normal staff login.
 */
export function staffBasicAuth(users: UsersService, throttle: LoginThrottleService): RequestHandler {
  const trusted = new Map<string, number>();
  const challenge = (response: Parameters<RequestHandler>[1]) =>
    response
      .status(401)
      .set('WWW-Authenticate', 'Basic realm="Hauskonfigurator Betrieb", charset="UTF-8"')
      .type('text/plain; charset=utf-8')
      .send('Anmeldung als Ansprechpartner erforderlich.');

  return async (request, response, next) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return challenge(response);
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 1) return challenge(response);
    const username = decoded.slice(0, separator);
    const password = decoded.slice(separator + 1);
    const fingerprint = createHash('sha256').update(decoded).digest('hex');
    if ((trusted.get(fingerprint) ?? 0) > Date.now()) return next();

    const attempt = { ip: clientIp(request), account: `staff:${username}` };
    try {
      await throttle.assertAllowed(attempt);
    } catch {
      return response.status(429).type('text/plain; charset=utf-8').send('Zu viele fehlgeschlagene Anmeldeversuche.');
    }
    const user = await users.findByUsername(username);
    const valid =
      !!user?.passwordHash &&
      user.roles.includes(Role.ROLE_CONTACT_PERSON) &&
      (await verifyPassword(user.passwordHash, password));
    if (!valid) {
      await throttle.recordFailure(attempt);
      return challenge(response);
    }
    trusted.set(fingerprint, Date.now() + TRUST_MS);
    return next();
  };
}
