import { AUTH_HEADER, TOKEN_TYPE } from '../constants/auth.js';
import { sessionActionFor } from '../rules/session-answer.js';
import { isSessionEndCode } from '../rules/session-end.js';
import type { ApiErrorBody } from '../types/api-error-body.js';
import { createSessionRefresher, type RefreshableSession, type RefreshOutcome } from './session-refresh.js';

/** The part of the session store the client reads. */
interface TokenSession extends RefreshableSession {
  accessToken(): string | null;
}

export interface SessionClientOptions {
  session: TokenSession;
  refreshUrl: string;
  /**
   * A refused refresh, with the API's refusal if any: the public site ends the session here; the
   * admin leaves that to react-admin's error check, which the failed call reaches.
   */
  onRefreshFailed?: (refusal: Partial<ApiErrorBody> | null) => void;
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface SessionClient {
  /** `Bearer <token>` while logged in, for requests `fetch` cannot make (upload progress). */
  authorization(): string | null;
  /** One token refresh however many calls failed with 401 together. */
  refresh(): Promise<RefreshOutcome>;
  /**
   * A call with the bearer token: a 401 (outside the auth calls) refreshes the session once and
   * repeats the call with the new token (spec section 7). The answer is the caller's to read; when
   * the refresh was refused because someone ended the session, it is that refusal (it says why).
   */
  fetch(url: string, init?: RequestInit): Promise<Response>;
}

export function createSessionClient({
  session,
  refreshUrl,
  onRefreshFailed,
  send = (url, init) => fetch(url, init),
}: SessionClientOptions): SessionClient {
  const refresh = createSessionRefresher(session, refreshUrl, send);

  function authorization(): string | null {
    const token = session.accessToken();
    return token ? `${TOKEN_TYPE} ${token}` : null;
  }

  function sendWithToken(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const value = authorization();
    if (value) headers.set(AUTH_HEADER, value);
    return send(url, { ...init, headers });
  }

  return {
    authorization,
    refresh,
    async fetch(url, init = {}) {
      const response = await sendWithToken(url, init);
      if (sessionActionFor(response.status, url) !== 'refresh-and-retry' || !session.refreshToken()) {
        return response;
      }
      const outcome = await refresh();
      if (outcome.renewed) return sendWithToken(url, init);
      onRefreshFailed?.(outcome.refusal);
      return isSessionEndCode(outcome.refusal?.code) ? Response.json(outcome.refusal, { status: 401 }) : response;
    },
  };
}
