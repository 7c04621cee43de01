import { createSessionStore, sessionEndNoticeOf, SPEC_SESSION_KEYS, type SessionUserBase } from './session-store.js';

interface TestUser extends SessionUserBase {
  id: string;
}

const USER: TestUser = { id: 'u1', username: 'kunde@example.at', roles: ['ROLE_CUSTOMER'] };
const EXPIRED = 'user=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';

function browserWith(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const cookies: string[] = [];
  let otherTab: ((event: { key: string | null }) => void) | undefined;
  const store = createSessionStore<TestUser>({
    keys: SPEC_SESSION_KEYS,
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    writeCookie: (cookie) => cookies.push(cookie),
    storageEvents: { addEventListener: (_type, listener) => (otherTab = listener) },
  });
  return { store, items, cookies, changeInOtherTab: (key: string | null) => otherTab?.({ key }) };
}

describe('createSessionStore', () => {
  it('stores a login under the spec keys with the user cookie, and tells its listeners', () => {
    const { store, items, cookies } = browserWith();
    const listener = jest.fn();
    store.subscribe(listener);

    store.save({ accessToken: 'a1', refreshToken: 'r1', user: USER });

    expect(Object.fromEntries(items)).toEqual({
      'auth._token.local': 'a1',
      'auth._refresh_token.local': 'r1',
      'auth.user': JSON.stringify(USER),
    });
    expect(cookies).toEqual(['user=kunde%40example.at; path=/; SameSite=Strict']);
    expect(store.user()).toEqual(USER);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives the same user object until the stored user changes', () => {
    const { store } = browserWith({ 'auth._token.local': 'a1', 'auth.user': JSON.stringify(USER) });
    expect(store.user()).toBe(store.user());
  });

  it('trusts a stored user only together with a token, and clears a leftover one at the start', () => {
    const { store, items, cookies } = browserWith({
      'auth._refresh_token.local': 'r1',
      'auth.user': JSON.stringify(USER),
    });
    expect(store.user()).toBeNull();
    expect(items.size).toBe(0);
    expect(cookies).toEqual([EXPIRED]);
  });

  it('replaces only the tokens on a refresh', () => {
    const { store } = browserWith({ 'auth._token.local': 'a1', 'auth.user': JSON.stringify(USER) });
    store.saveTokens('a2', 'r2');
    expect([store.accessToken(), store.refreshToken(), store.user()]).toEqual(['a2', 'r2', USER]);
  });

  it('ends a session with its reason, and tells its listeners only when there was one', () => {
    const { store, items, cookies } = browserWith({ 'auth._token.local': 'a1', 'auth.user': JSON.stringify(USER) });
    const listener = jest.fn();
    store.subscribe(listener);

    store.clear('logout');
    store.clear();

    expect(items.size).toBe(0);
    expect(cookies).toEqual([EXPIRED, EXPIRED]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.lastEndReason()).toBe('ended');
  });

  it('reads the notice of an answer that says someone else ended the session, and only of such', () => {
    const ended = {
      statusCode: 401,
      code: 'SESSION_ENDED',
      message: 'Sie wurden abgemeldet …',
      reason: 'LOGIN_REMOVED',
    };
    expect(sessionEndNoticeOf(ended)).toEqual({
      code: 'SESSION_ENDED',
      message: 'Sie wurden abgemeldet …',
      reason: 'LOGIN_REMOVED',
    });
    expect(sessionEndNoticeOf({ code: 'SESSION_EXPIRED', message: 'Ihre Sitzung ist abgelaufen.' })).toBeNull();
    expect(sessionEndNoticeOf(null)).toBeNull();
  });

  it('keeps what the API said when someone else ended the session, until the next end', () => {
    const { store } = browserWith({ 'auth._token.local': 'a1', 'auth.user': JSON.stringify(USER) });
    const notice = { code: 'ACCESS_CHANGED', message: 'Ihr Zugang …', reason: 'ACCESS_WITHDRAWN' };

    store.clear('ended', notice);
    expect(store.lastEndNotice()).toEqual(notice);
    store.clear('logout');
    expect(store.lastEndNotice()).toBeNull();
  });

  it('tells its listeners of a login or logout in another tab', () => {
    const { store, changeInOtherTab } = browserWith();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    changeInOtherTab('auth._token.local');
    changeInOtherTab('cr_search_filter');
    changeInOtherTab(null);
    unsubscribe();
    changeInOtherTab('auth.user');

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads an unreadable stored user as none', () => {
    const { store } = browserWith({ 'auth._token.local': 'a1', 'auth.user': '{kaputt' });
    expect(store.user()).toBeNull();
  });
});
