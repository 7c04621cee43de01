import type { ApiErrorBody } from '../types/api-error-body.js';
import type { RefreshInput } from '../types/user.dto.js';

/** The part of a client's session store a token refresh reads and writes. */
export interface RefreshableSession {
  refreshToken(): string | null;
  user(): { username: string } | null;
  saveTokens(accessToken: string, refreshToken: string): void;
}

/** The subset of `fetch` a refresh needs, so tests and both apps can pass their own. */
export type RefreshTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** New tokens stored, or not: then the API's refusal if it sent one (it may say why the session ended). */
export type RefreshOutcome = { renewed: true } | { renewed: false; refusal: Partial<ApiErrorBody> | null };

const NOT_RENEWED: RefreshOutcome = { renewed: false, refusal: null };

/**
 * Returns a function that exchanges the refresh token for a new pair once, however many calls
 * failed with 401 at the same time: the API rotates refresh tokens, so a second exchange with the
 * same token would end the session (spec section 7).
 */
export function createSessionRefresher(
  session: RefreshableSession,
  refreshUrl: string,
  send: RefreshTransport = (url, init) => fetch(url, init),
): () => Promise<RefreshOutcome> {
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function exchange(): Promise<RefreshOutcome> {
    const token = session.refreshToken();
    const user = session.user();
    if (!token || !user) return NOT_RENEWED;
    const response = await send(refreshUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token, email: user.username } satisfies RefreshInput),
    }).catch(() => null);
    if (!response) return NOT_RENEWED;
    const body = (await response.json().catch(() => null)) as
      ({ accessToken?: unknown; refreshToken?: unknown } & Partial<ApiErrorBody>) | null;
    if (!response.ok) return { renewed: false, refusal: body };
    if (typeof body?.accessToken !== 'string' || typeof body.refreshToken !== 'string') return NOT_RENEWED;
    session.saveTokens(body.accessToken, body.refreshToken);
    return { renewed: true };
  }

  return () => {
    refreshing ??= exchange().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
