import { createSessionClient } from './session-client.js';

const USER = { username: 'kunde@example.at' };

function sessionWith(accessToken: string | null, refreshToken: string | null) {
  const tokens = { accessToken, refreshToken };
  return {
    tokens,
    session: {
      accessToken: () => tokens.accessToken,
      refreshToken: () => tokens.refreshToken,
      user: () => USER,
      saveTokens: (access: string, refresh: string) =>
        Object.assign(tokens, { accessToken: access, refreshToken: refresh }),
    },
  };
}

/** An API whose calls answer 401 until the refresh has handed out `a2`. */
function apiAcceptingOnly(token: string, refreshAnswer = 200, refusal: object = {}) {
  return jest.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/auth/refresh')) {
      const body = refreshAnswer === 200 ? { accessToken: token, refreshToken: 'r2' } : refusal;
      return Response.json(body, { status: refreshAnswer });
    }
    const sent = new Headers(init.headers).get('Authorization');
    return sent === `Bearer ${token}` ? Response.json({ ok: true }) : Response.json({}, { status: 401 });
  });
}

describe('createSessionClient', () => {
  it('sends the bearer token and the caller’s headers', async () => {
    const send = apiAcceptingOnly('a1');
    const client = createSessionClient({ session: sessionWith('a1', 'r1').session, refreshUrl: '/auth/refresh', send });

    const response = await client.fetch('/api/v1/houses', { headers: { Accept: 'image/*' } });

    expect(response.status).toBe(200);
    const headers = new Headers(send.mock.calls[0][1].headers);
    expect([headers.get('Authorization'), headers.get('Accept')]).toEqual(['Bearer a1', 'image/*']);
    expect(client.authorization()).toBe('Bearer a1');
  });

  it('refreshes once on 401 and repeats the call with the new token', async () => {
    const { session, tokens } = sessionWith('a1', 'r1');
    const send = apiAcceptingOnly('a2');
    const client = createSessionClient({ session, refreshUrl: '/api/v1/auth/refresh', send });

    const responses = await Promise.all([client.fetch('/api/v1/a'), client.fetch('/api/v1/b')]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(send.mock.calls.filter(([url]) => url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(tokens).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('reports a refused refresh and gives back the first answer', async () => {
    const onRefreshFailed = jest.fn();
    const send = apiAcceptingOnly('a2', 401);
    const client = createSessionClient({
      session: sessionWith('a1', 'r1').session,
      refreshUrl: '/api/v1/auth/refresh',
      onRefreshFailed,
      send,
    });

    const response = await client.fetch('/api/v1/a');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({});
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('gives back the refusal instead when it says someone ended the session', async () => {
    const onRefreshFailed = jest.fn();
    const refusal = { statusCode: 401, code: 'ACCESS_CHANGED', message: 'Ihr Zugang …', reason: 'ACCESS_RENEWED' };
    const send = apiAcceptingOnly('a2', 401, refusal);
    const client = createSessionClient({
      session: sessionWith('a1', 'r1').session,
      refreshUrl: '/api/v1/auth/refresh',
      onRefreshFailed,
      send,
    });

    const response = await client.fetch('/api/v1/a');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(refusal);
    expect(onRefreshFailed).toHaveBeenCalledWith(refusal);
  });

  it('neither refreshes without a refresh token nor for the auth calls themselves', async () => {
    const onRefreshFailed = jest.fn();
    const send = apiAcceptingOnly('a2');
    const withoutRefresh = createSessionClient({
      session: sessionWith(null, null).session,
      refreshUrl: '/api/v1/auth/refresh',
      onRefreshFailed,
      send,
    });
    const loggedIn = createSessionClient({ session: sessionWith('a1', 'r1').session, refreshUrl: '/x', send });

    expect((await withoutRefresh.fetch('/api/v1/a')).status).toBe(401);
    expect((await loggedIn.fetch('/api/v1/auth/customer-login')).status).toBe(401);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(withoutRefresh.authorization()).toBeNull();
  });
});
