import { NotificationType, SunDatePreset, type SavedPlanDto } from '@hauskonfig/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { EMPTY_PERSONAL_INFO } from '../state/configurator-store';

vi.mock('../api/endpoints', () => ({ api: { savedPlan: vi.fn(), house: vi.fn() } }));
vi.mock('../notifications/notification-store', () => ({ notificationStore: { notify: vi.fn() } }));
vi.mock('../state/configurator-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../state/configurator-store')>()),
  configuratorStore: { update: vi.fn() },
}));
vi.mock('./saved-plan-ref', () => ({ savedPlanRef: { get: vi.fn(), set: vi.fn(), clear: vi.fn() } }));

// The specs share one module graph (isolate: false): another file may have loaded this module with
// its own mocks of the API, so it is loaded afresh with these.
let api: typeof import('../api/endpoints').api;
let notificationStore: typeof import('../notifications/notification-store').notificationStore;
let configuratorStore: typeof import('../state/configurator-store').configuratorStore;
let savedPlanRef: typeof import('./saved-plan-ref').savedPlanRef;
let openSavedPlan: typeof import('./open-saved-plan').openSavedPlan;

beforeAll(async () => {
  vi.resetModules();
  ({ api } = await import('../api/endpoints'));
  ({ notificationStore } = await import('../notifications/notification-store'));
  ({ configuratorStore } = await import('../state/configurator-store'));
  ({ savedPlanRef } = await import('./saved-plan-ref'));
  ({ openSavedPlan } = await import('./open-saved-plan'));
});

const PERSONAL = { ...EMPTY_PERSONAL_INFO, firstname: 'Jana', email: 'jana@example.at', place: 'Steyr' };

/** A plan without a house, at the stage step, as the API answers it. */
const answer = (withheld: boolean): SavedPlanDto => ({
  code: '123456',
  expiresAt: '2026-06-01T00:00:00.000Z',
  content: {
    houseId: null,
    withoutTemplateHouse: true,
    currentStageId: 'stage-1',
    selectedWorkIds: [],
    personalInfo: withheld ? { email: '', firstname: '', lastname: '', phoneNumber: '' } : PERSONAL,
    houseHeading: 180,
    sunDate: SunDatePreset.SUMMER,
  },
  personalInfoWithheld: withheld,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(savedPlanRef.get).mockReturnValue(null);
});

describe('openSavedPlan', () => {
  it('sends this browser’s own token for the plan it saved, so its personal info comes back', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue({ code: '123456', editToken: 'mine', expiresAt: 'x' });
    vi.mocked(api.savedPlan).mockResolvedValue(answer(false));
    expect(await openSavedPlan('123456')).toBe('/request/overview');
    expect(api.savedPlan).toHaveBeenCalledWith('123456', 'mine', undefined);
    expect(vi.mocked(configuratorStore.update).mock.calls[0][0].personalInfo).toEqual(PERSONAL);
    expect(notificationStore.notify).toHaveBeenCalledWith(deSavedPlan.restored, NotificationType.INFO);
    expect(savedPlanRef.clear).not.toHaveBeenCalled();
  });

  it('opens another code without a key: the choices only, and says so until closed', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue({ code: '999999', editToken: 'mine', expiresAt: 'x' });
    vi.mocked(api.savedPlan).mockResolvedValue(answer(true));
    expect(await openSavedPlan('123456')).toBe('/your-house');
    expect(api.savedPlan).toHaveBeenCalledWith('123456', null, undefined);
    expect(vi.mocked(configuratorStore.update).mock.calls[0][0].personalInfo).toEqual(EMPTY_PERSONAL_INFO);
    expect(notificationStore.notify).toHaveBeenCalledWith(
      deSavedPlan.restoredWithoutPersonalInfo,
      NotificationType.WARN,
      true,
    );
    expect(deSavedPlan.restoredWithoutPersonalInfo).toMatch(
      /persönlichen Angaben wurden zu Ihrem Schutz nicht übertragen/,
    );
    expect(savedPlanRef.clear).toHaveBeenCalled();
    expect(savedPlanRef.set).not.toHaveBeenCalled();
  });

  it('opens a full link with its key and keeps the key, so saving here updates the same code', async () => {
    vi.mocked(api.savedPlan).mockResolvedValue(answer(false));
    expect(await openSavedPlan('123456', undefined, 'from-link')).toBe('/request/overview');
    expect(api.savedPlan).toHaveBeenCalledWith('123456', 'from-link', undefined);
    expect(savedPlanRef.set).toHaveBeenCalledWith({
      code: '123456',
      editToken: 'from-link',
      expiresAt: '2026-06-01T00:00:00.000Z',
    });
  });

  it('keeps no key the API did not accept', async () => {
    vi.mocked(api.savedPlan).mockResolvedValue(answer(true));
    await openSavedPlan('123456', undefined, 'wrong');
    expect(savedPlanRef.set).not.toHaveBeenCalled();
    expect(savedPlanRef.clear).toHaveBeenCalled();
  });
});
