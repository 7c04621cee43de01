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

/**
 * Returns a function that exchanges the refresh token for a new pair once, however many calls
 * failed with 401 at the same time: the API rotates refresh tokens, so a second exchange with the
 * same token would end the session (spec section 7). It resolves true when new tokens are stored.
 */
export function createSessionRefresher(
  session: RefreshableSession,
  refreshUrl: string,
  send: RefreshTransport = (url, init) => fetch(url, init),
): () => Promise<boolean> {
  let refreshing: Promise<boolean> | null = null;

  async function exchange(): Promise<boolean> {
    const token = session.refreshToken();
    const user = session.user();
    if (!token || !user) return false;
    const response = await send(refreshUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token, email: user.username } satisfies RefreshInput),
    }).catch(() => null);
    if (!response?.ok) return false;
    const body = (await response.json().catch(() => null)) as { accessToken?: unknown; refreshToken?: unknown } | null;
    if (typeof body?.accessToken !== 'string' || typeof body.refreshToken !== 'string') return false;
    session.saveTokens(body.accessToken, body.refreshToken);
    return true;
  }

  return () => {
    refreshing ??= exchange().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
