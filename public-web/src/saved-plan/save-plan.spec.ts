import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { CHOSEN_HOUSE, planState } from '../testing/configurator-state';
import { planContentOf } from './plan-content';
import { savePlan } from './save-plan';
import { savedPlanRef } from './saved-plan-ref';

vi.mock('../api/endpoints', () => ({ api: { savePlan: vi.fn(), updatePlan: vi.fn() } }));
vi.mock('./saved-plan-ref', () => ({ savedPlanRef: { get: vi.fn(), set: vi.fn(), clear: vi.fn() } }));

const STATE = planState({ selectedHouse: CHOSEN_HOUSE, currentStageId: 's1' });
const EARLIER = { code: '111111', editToken: 'mine', expiresAt: '2026-05-01T00:00:00.000Z' };
const NEW = { code: '222222', editToken: 'new', expiresAt: '2026-06-01T00:00:00.000Z' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.savePlan).mockResolvedValue(NEW);
});

describe('savePlan', () => {
  it('saves a first plan under a new code and keeps its receipt', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue(null);
    expect(await savePlan(STATE)).toEqual(NEW);
    expect(api.savePlan).toHaveBeenCalledWith(planContentOf(STATE));
    expect(savedPlanRef.set).toHaveBeenCalledWith(NEW);
  });

  it('saves again under the code this browser saved, with its time started anew', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue(EARLIER);
    const content = planContentOf(STATE);
    vi.mocked(api.updatePlan).mockResolvedValue({
      code: '111111',
      expiresAt: '2026-06-02T00:00:00.000Z',
      content,
      personalInfoWithheld: false,
    });
    const receipt = { code: '111111', editToken: 'mine', expiresAt: '2026-06-02T00:00:00.000Z' };
    expect(await savePlan(STATE)).toEqual(receipt);
    expect(api.updatePlan).toHaveBeenCalledWith('111111', planContentOf(STATE), 'mine');
    expect(api.savePlan).not.toHaveBeenCalled();
    expect(savedPlanRef.set).toHaveBeenCalledWith(receipt);
  });

  it('takes a new code when the old one is refused, gone or expired', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue(EARLIER);
    for (const status of [403, 404, 410]) {
      vi.mocked(api.updatePlan).mockRejectedValueOnce(new ApiError('', status));
      expect(await savePlan(STATE)).toEqual(NEW);
    }
    expect(savedPlanRef.clear).toHaveBeenCalledTimes(3);
  });

  it('passes other failures on and keeps the old code', async () => {
    vi.mocked(savedPlanRef.get).mockReturnValue(EARLIER);
    const offline = new ApiError('Keine Verbindung', 0);
    vi.mocked(api.updatePlan).mockRejectedValue(offline);
    await expect(savePlan(STATE)).rejects.toBe(offline);
    expect(savedPlanRef.clear).not.toHaveBeenCalled();
    expect(api.savePlan).not.toHaveBeenCalled();
  });
});
