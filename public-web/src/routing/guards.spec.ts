import { Role, UI_MESSAGES, type CustomerLinkDto, type UserDto } from '@hauskonfig/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { sessionStore } from '../auth/session-store';
import { de } from '../i18n/de';
import { notifyError } from '../notifications/notification-store';
import { takePlanKey, tryOpenSavedPlan } from '../saved-plan/plan-link';
import { configuratorStore, EMPTY_PERSONAL_INFO, type ConfiguratorState } from '../state/configurator-store';
import { isInternetExplorer } from '../utils/browser';
import { homeLoader, internetExplorerGuard, loginLoader, overviewGuard } from './guards';

vi.mock('../api/endpoints', () => ({ api: { resolveCustomerLink: vi.fn() } }));
vi.mock('../auth/session-store', () => ({ sessionStore: { user: vi.fn(), role: vi.fn() } }));
vi.mock('../notifications/notification-store', () => ({ notifyError: vi.fn() }));
vi.mock('../saved-plan/plan-link', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../saved-plan/plan-link')>()),
  tryOpenSavedPlan: vi.fn(),
  takePlanKey: vi.fn(),
}));
vi.mock('../state/configurator-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../state/configurator-store')>()),
  configuratorStore: { get: vi.fn() },
}));
vi.mock('../utils/browser', () => ({ isInternetExplorer: vi.fn() }));

const args = (path: string) => ({ request: new Request(`https://haus.example${path}`) }) as LoaderFunctionArgs;

/** Where a loader's redirect leads, or null when it answered data. */
const redirectOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('Location') : null);

const logIn = (role: Role | null) => {
  const user = role ? ({ username: 'anna', roles: [role] } as unknown as UserDto) : null;
  vi.mocked(sessionStore.user).mockReturnValue(user);
  vi.mocked(sessionStore.role).mockReturnValue(role);
};

const LINK = { code: '123456', hasPassword: false } as unknown as CustomerLinkDto;

beforeEach(() => {
  vi.clearAllMocks();
  logIn(null);
});

describe('internetExplorerGuard', () => {
  it('sends Internet Explorer to the start page and lets other browsers pass', () => {
    vi.mocked(isInternetExplorer).mockReturnValue(true);
    expect(redirectOf(internetExplorerGuard())).toBe('/');
    vi.mocked(isInternetExplorer).mockReturnValue(false);
    expect(internetExplorerGuard()).toBeNull();
  });
});

describe('homeLoader', () => {
  it('sends a personal link on to the login with its code', () => {
    expect(redirectOf(homeLoader(args('/?code=12%2034')))).toBe('/login?code=12+34');
  });

  it('shows the customer’s home to a logged-in customer and the start page to everyone else', () => {
    expect(homeLoader(args('/'))).toBe('visitor');
    logIn(Role.ROLE_CONTACT_PERSON);
    expect(homeLoader(args('/'))).toBe('visitor');
    logIn(Role.ROLE_CUSTOMER);
    expect(homeLoader(args('/'))).toBe('customer');
  });
});

describe('loginLoader', () => {
  it('shows the empty login to a guest', async () => {
    expect(await loginLoader(args('/login'))).toEqual({ link: null, failedPlan: null });
  });

  it('sends a logged-in user home: staff to the admin app by a full page load', async () => {
    logIn(Role.ROLE_CUSTOMER);
    expect(redirectOf(await loginLoader(args('/login')))).toBe('/');
    logIn(Role.ROLE_CONTACT_PERSON);
    const answer = await loginLoader(args('/login'));
    expect(redirectOf(answer)).toBe('/admin');
    expect((answer as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('resolves a personal link before the login shows', async () => {
    vi.mocked(api.resolveCustomerLink).mockResolvedValue(LINK);
    expect(await loginLoader(args('/login?code=123456'))).toEqual({ link: LINK, failedPlan: null });
    expect(api.resolveCustomerLink).toHaveBeenCalledWith('123456', expect.any(AbortSignal));
  });

  it('sends a malformed or unknown link to the login with the reason', async () => {
    expect(redirectOf(await loginLoader(args('/login?code=12ab')))).toBe('/login');
    expect(notifyError).toHaveBeenLastCalledWith(UI_MESSAGES.auth.invalidCustomerLink);
    vi.mocked(api.resolveCustomerLink).mockRejectedValue(new ApiError('', 404, { message: 'Unbekannter Link' }));
    expect(redirectOf(await loginLoader(args('/login?code=123456')))).toBe('/login');
    expect(notifyError).toHaveBeenLastCalledWith('Unbekannter Link');
  });

  it('keeps the code of a link it could not check (no connection, server fault, too many tries)', async () => {
    for (const status of [0, 429, 500]) {
      vi.mocked(api.resolveCustomerLink).mockRejectedValue(new ApiError('Keine Verbindung', status));
      expect(await loginLoader(args('/login?code=123456'))).toEqual({ link: null, failedPlan: null });
    }
    expect(notifyError).toHaveBeenCalledTimes(3);
  });

  it('opens a saved plan’s link at its furthest step, for anyone', async () => {
    logIn(Role.ROLE_CUSTOMER);
    vi.mocked(tryOpenSavedPlan).mockResolvedValue({ path: '/your-house' });
    vi.mocked(takePlanKey).mockReturnValue(null);
    expect(redirectOf(await loginLoader(args('/login?plan=654321')))).toBe('/your-house');
    expect(tryOpenSavedPlan).toHaveBeenCalledWith('654321', expect.any(AbortSignal), null);
  });

  it('opens a full link with the key from its fragment, which the request to the loader lacks', async () => {
    vi.mocked(tryOpenSavedPlan).mockResolvedValue({ path: '/request/overview' });
    vi.mocked(takePlanKey).mockReturnValue('secret-key');
    expect(redirectOf(await loginLoader(args('/login?plan=654321')))).toBe('/request/overview');
    expect(takePlanKey).toHaveBeenCalledWith('https://haus.example/login?plan=654321');
    expect(tryOpenSavedPlan).toHaveBeenCalledWith('654321', expect.any(AbortSignal), 'secret-key');
  });

  it('keeps a plan code that did not open in the form, or names the reason to a logged-in user', async () => {
    const failed = { code: '65', error: de.login.codeInvalid };
    vi.mocked(tryOpenSavedPlan).mockResolvedValue(failed);
    expect(await loginLoader(args('/login?plan=65'))).toEqual({ link: null, failedPlan: failed });
    expect(notifyError).not.toHaveBeenCalled();
    logIn(Role.ROLE_CUSTOMER);
    expect(redirectOf(await loginLoader(args('/login?plan=65')))).toBe('/');
    expect(notifyError).toHaveBeenCalledWith(de.login.codeInvalid);
  });
});

describe('overviewGuard', () => {
  const plan = (change: Partial<ConfiguratorState>) =>
    vi.mocked(configuratorStore.get).mockReturnValue({
      personalInfo: {
        ...EMPTY_PERSONAL_INFO,
        firstname: 'Anna',
        lastname: 'Berger',
        email: 'anna@example.org',
        phoneNumber: '+43 660 1234567',
      },
      privacyConsentVersion: 2,
      ...change,
    } as ConfiguratorState);

  it('opens the overview with complete personal information and the consent', () => {
    plan({});
    expect(overviewGuard()).toBeNull();
  });

  it('opens the form without the consent or with incomplete information', () => {
    plan({ privacyConsentVersion: null });
    expect(redirectOf(overviewGuard())).toBe('/request/personal-info');
    plan({ personalInfo: EMPTY_PERSONAL_INFO });
    expect(redirectOf(overviewGuard())).toBe('/request/personal-info');
  });
});
