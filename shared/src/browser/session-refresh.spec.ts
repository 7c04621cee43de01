import { createSessionRefresher, type RefreshableSession, type RefreshTransport } from './session-refresh.js';

function sessionWith(refreshToken: string | null, username: string | null = 'kunde@example.at') {
  const saved: Array<[string, string]> = [];
  const session: RefreshableSession = {
    refreshToken: () => refreshToken,
    user: () => (username ? { username } : null),
    saveTokens: (access, refresh) => saved.push([access, refresh]),
  };
  return { session, saved };
}

function answering(ok: boolean, body: unknown): jest.MockedFunction<RefreshTransport> {
  return jest.fn<ReturnType<RefreshTransport>, Parameters<RefreshTransport>>(async () => ({
    ok,
    json: async () => body,
  }));
}

describe('createSessionRefresher', () => {
  it('exchanges the refresh token once for all calls that failed together', async () => {
    const { session, saved } = sessionWith('r1');
    const send = answering(true, { accessToken: 'a2', refreshToken: 'r2' });
    const refresh = createSessionRefresher(session, '/api/v1/auth/refresh', send);

    const results = await Promise.all([refresh(), refresh(), refresh()]);

    expect(results).toEqual([{ renewed: true }, { renewed: true }, { renewed: true }]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe('/api/v1/auth/refresh');
    expect(JSON.parse(send.mock.calls[0][1].body)).toEqual({ token: 'r1', email: 'kunde@example.at' });
    expect(saved).toEqual([['a2', 'r2']]);
  });

  it('exchanges again for a later failure once the first exchange has finished', async () => {
    const { session } = sessionWith('r1');
    const send = answering(true, { accessToken: 'a2', refreshToken: 'r2' });
    const refresh = createSessionRefresher(session, '/refresh', send);

    await refresh();
    await refresh();

    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not ask the API without a refresh token or a user', async () => {
    const send = answering(true, { accessToken: 'a', refreshToken: 'r' });
    const notRenewed = { renewed: false, refusal: null };
    expect(await createSessionRefresher(sessionWith(null).session, '/refresh', send)()).toEqual(notRenewed);
    expect(await createSessionRefresher(sessionWith('r1', null).session, '/refresh', send)()).toEqual(notRenewed);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused refresh', answering(false, { code: 'INVALID_REFRESH_TOKEN' })],
    ['an answer without tokens', answering(true, { accessToken: 'a2' })],
    [
      'an answer that is not JSON',
      jest.fn(async () => ({ ok: true, json: () => Promise.reject(new SyntaxError('x')) })),
    ],
    ['a network failure', jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('reports %s as a failed refresh and stores nothing', async (_, send) => {
    const { session, saved } = sessionWith('r1');
    expect((await createSessionRefresher(session, '/refresh', send as RefreshTransport)()).renewed).toBe(false);
    expect(saved).toEqual([]);
  });

  it('hands on the refusal, which may say why the session ended', async () => {
    const refusal = {
      statusCode: 401,
      code: 'SESSION_ENDED',
      message: 'Sie wurden abgemeldet.',
      reason: 'LOGIN_REMOVED',
    };
    const outcome = await createSessionRefresher(sessionWith('r1').session, '/refresh', answering(false, refusal))();
    expect(outcome).toEqual({ renewed: false, refusal });
  });
});
