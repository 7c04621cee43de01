import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Role } from '@hauskonfig/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException } from '../common/errors/api-exception.js';
import { COUNTER_STORE, type CounterStore } from '../common/rate-limit/counter-store.js';
import { PurposeTokens } from '../common/signing/purpose-tokens.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';

export const QUEUE_BOARD_PATH = '/ops/queues';
/** The board's own cookie: sent to its pages only, never to another site's requests. */
export const QUEUE_BOARD_COOKIE = 'hk_queue_board';
/** A ticket is opened at once by the tab the admin opens for it. */
const TICKET_SECONDS = 60;
/** The board's session: a working hour; opening the board from the admin again starts a new one. */
export const BOARD_SESSION_SECONDS = 3600;

/** Who a ticket or board session belongs to: a staff login as it was when the admin asked. */
interface BoardClaims {
  uid: string;
  /** The user's token version: a logout, a new password or "log out everywhere" ends the board session too. */
  ver: number;
  /** A ticket's own id, so it opens the board once. */
  jti?: string;
}

/**
 * The queue board for a logged-in staff session without a login of its own: the admin asks for a
 * one-time ticket with its bearer token and opens the board with it; the board trades the ticket
 * for a signed, HttpOnly cookie of its own path. Basic auth stays for direct use.
 */
@Injectable()
export class QueueBoardAccess {
  private readonly tickets: PurposeTokens<BoardClaims>;
  private readonly sessions: PurposeTokens<BoardClaims>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    private readonly users: UsersService,
  ) {
    this.tickets = new PurposeTokens(config.auth.jwtSecret, 'queue-board-ticket', TICKET_SECONDS);
    this.sessions = new PurposeTokens(config.auth.jwtSecret, 'queue-board-session', BOARD_SESSION_SECONDS);
  }

  /** A ticket for the calling staff member; 404 QUEUE_BOARD_UNAVAILABLE where no board runs (no Redis). */
  async ticket(staff: AuthUser): Promise<string> {
    if (!this.config.redisUrl) throw new ApiException(404, ErrorCode.QUEUE_BOARD_UNAVAILABLE);
    const user = await this.users.activeUser(staff.id);
    if (!user) throw new ApiException(401, ErrorCode.SESSION_EXPIRED);
    const claims: BoardClaims = { uid: user.id, ver: user.tokenVersion, jti: randomUUID() };
    return this.tickets.sign(claims);
  }

  /** The board session a valid, unused ticket opens; null for any other ticket. */
  async redeem(ticket: string): Promise<string | null> {
    const claims = this.tickets.verify(ticket);
    if (!claims?.jti || !(await this.stillValid(claims))) return null;
    // Once only, on every instance: the first redemption counts the ticket's id.
    if ((await this.counters.increment(`queue-board-ticket:${claims.jti}`, TICKET_SECONDS)) !== 1) return null;
    return this.sessions.sign({ uid: claims.uid, ver: claims.ver });
  }

  /** Whether a board cookie is a live session of a staff member who is still logged in as then. */
  async isSession(cookie: string): Promise<boolean> {
    const claims = this.sessions.verify(cookie);
    return !!claims && (await this.stillValid(claims));
  }

  private async stillValid({ uid, ver }: BoardClaims): Promise<boolean> {
    if (typeof uid !== 'string' || typeof ver !== 'number') return false;
    const user = await this.users.activeUser(uid);
    return !!user && user.tokenVersion === ver && user.roles.includes(Role.ROLE_CONTACT_PERSON);
  }
}
