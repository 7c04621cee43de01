import { createHash } from 'node:crypto';
import { ErrorCode, Role } from '@hauskonfig/shared';
import type { RequestHandler, Response } from 'express';
import type { AuthService } from '../auth/auth.service.js';
import { LoginDto } from '../auth/dto/login.dto.js';
import { ApiException } from '../common/errors/api-exception.js';
import { clientIp } from '../common/http/client-ip.js';
import { validateBody } from '../common/validation/validate-body.js';
import type { UsersService } from '../users/users.service.js';

/**
 * A board page loads dozens of assets and polls: a checked login is trusted while it is used at
 * least this often, not re-hashed each time (a second factor's code, part of the password here,
 * works only once).
 */
const TRUST_MS = 60_000;

/** A checked login and the account as it was then. */
interface TrustedLogin {
  userId: string;
  username: string;
  passwordHash: string | null;
  totpSecret: string | null;
  until: number;
}

const challenge = (response: Response) =>
  response
    .status(401)
    .set('WWW-Authenticate', 'Basic realm="Hauskonfigurator Betrieb", charset="UTF-8"')
    .type('text/plain; charset=utf-8')
    .send(
      'Anmeldung als Ansprechpartner erforderlich. Mit zweitem Faktor: das Passwort, ein Leerzeichen und der aktuelle Code.',
    );

/** Answers that ask the browser for the credentials again (its login dialog). */
const ASK_AGAIN = new Set<string>([
  ErrorCode.WRONG_CREDENTIALS,
  ErrorCode.SECOND_FACTOR_REQUIRED,
  ErrorCode.SECOND_FACTOR_WRONG,
]);

/** The credentials of a Basic header, held to the same rules as the login form's; null when malformed. */
async function credentialsOf(header: string | undefined): Promise<LoginDto | null> {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return null;
  try {
    return await validateBody(LoginDto, {
      username: decoded.slice(0, separator),
      password: decoded.slice(separator + 1),
    });
  } catch {
    return null;
  }
}

/**
 * HTTP basic auth against staff accounts, so the queue board works in a plain browser tab. The
 * check is the staff login's own (AuthService.validateStaff): the same name normalisation and the
 * same lock-out, whatever the spelling of the name. Staff with a second factor type its current
 * code after their password, separated by a space.
 */
export function staffBasicAuth(auth: AuthService, users: UsersService): RequestHandler {
  const trusted = new Map<string, TrustedLogin>();

  /** Trust ends early when the login changed: the user cache is dropped on every such change. */
  const stillTrusted = async (entry: TrustedLogin | undefined): Promise<boolean> => {
    if (!entry || entry.until <= Date.now()) return false;
    const user = await users.activeUser(entry.userId);
    return (
      !!user &&
      user.roles.includes(Role.ROLE_CONTACT_PERSON) &&
      user.username === entry.username &&
      user.passwordHash === entry.passwordHash &&
      user.totpSecret === entry.totpSecret
    );
  };

  /** Passes when the credentials are a staff login: kept trust, else the staff login's own check. */
  const authenticate = async (credentials: LoginDto, ip: string): Promise<void> => {
    const fingerprint = createHash('sha256')
      .update(`${credentials.username}\u0000${credentials.password}`)
      .digest('hex');
    const entry = trusted.get(fingerprint);
    if (entry && (await stillTrusted(entry))) {
      entry.until = Date.now() + TRUST_MS;
      return;
    }
    trusted.delete(fingerprint);
    const user = await auth.validateStaff(credentials.username, credentials.password, ip, { appendedToPassword: true });
    trusted.set(fingerprint, {
      userId: user.id,
      username: user.username,
      passwordHash: user.passwordHash,
      totpSecret: user.totpSecret,
      until: Date.now() + TRUST_MS,
    });
  };

  return async (request, response, next) => {
    const credentials = await credentialsOf(request.headers.authorization);
    if (!credentials) return challenge(response);
    try {
      await authenticate(credentials, clientIp(request));
    } catch (error) {
      if (!(error instanceof ApiException)) return next(error);
      if (ASK_AGAIN.has(error.code)) return challenge(response);
      return response
        .status(error.getStatus())
        .set(error.headers)
        .type('text/plain; charset=utf-8')
        .send(error.message);
    }
    return next();
  };
}
