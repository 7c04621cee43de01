import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import {
  BOARD_SESSION_SECONDS,
  QUEUE_BOARD_COOKIE,
  QUEUE_BOARD_PATH,
  type QueueBoardAccess,
} from './queue-board-access.js';

/** The address asked for without its ticket, so the ticket leaves the address bar and history. */
function withoutTicket(request: Request): string {
  const url = new URL(request.originalUrl, 'http://board');
  url.searchParams.delete('ticket');
  return `${url.pathname}${url.search}`;
}

/**
 * The queue board for a staff session of the admin: a one-time ticket (`?ticket=`, from POST
 * admin/queue-board/ticket) becomes the board's own cookie, HttpOnly, SameSite=Strict and only
 * for the board's path; a request with a live board cookie passes. Anything else goes to
 * `otherwise` (basic auth, for direct use).
 */
export function staffBoardSession(access: QueueBoardAccess, otherwise: RequestHandler): RequestHandler {
  return async (request, response, next) => {
    try {
      const ticket = request.method === 'GET' ? request.query.ticket : undefined;
      const session = typeof ticket === 'string' ? await access.redeem(ticket) : null;
      if (session) {
        response.cookie(QUEUE_BOARD_COOKIE, session, {
          httpOnly: true,
          sameSite: 'strict',
          secure: request.secure,
          path: QUEUE_BOARD_PATH,
          maxAge: BOARD_SESSION_SECONDS * 1000,
        });
        response.redirect(303, withoutTicket(request));
        return;
      }
      const cookie = parseCookies(request.headers.cookie ?? '')[QUEUE_BOARD_COOKIE];
      if (cookie && (await access.isSession(cookie))) {
        next();
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    otherwise(request, response, next);
  };
}
