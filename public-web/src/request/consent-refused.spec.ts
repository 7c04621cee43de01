import { ErrorCode } from '@hauskonfig/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { configuratorStore } from '../state/configurator-store';
import { reloadVendorSettings } from '../vendor/vendor-settings';
import { consentNotice, consentRefusal } from './consent-refused';

vi.mock('../state/configurator-store', () => ({ configuratorStore: { update: vi.fn() } }));
vi.mock('../vendor/vendor-settings', () => ({ reloadVendorSettings: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('consentRefusal', () => {
  it('takes the tick back and fetches the current text when the privacy text changed', async () => {
    const changed = new ApiError('', 409, {
      code: ErrorCode.PRIVACY_TEXT_CHANGED,
      message: 'Die Datenschutzerklärung wurde geändert.',
    });
    expect(await consentRefusal(changed)).toEqual({ consentNotice: 'Die Datenschutzerklärung wurde geändert.' });
    expect(configuratorStore.update).toHaveBeenCalledWith({ privacyConsentVersion: null });
    expect(reloadVendorSettings).toHaveBeenCalled();
  });

  it('leaves other failures to the caller', async () => {
    expect(await consentRefusal(new ApiError('', 500))).toBeNull();
    expect(await consentRefusal(new Error('boom'))).toBeNull();
    expect(configuratorStore.update).not.toHaveBeenCalled();
  });
});

describe('consentNotice', () => {
  it('reads the reason from the navigation state', () => {
    expect(consentNotice({ consentNotice: 'Bitte erneut zustimmen.' })).toBe('Bitte erneut zustimmen.');
  });

  it('answers null for a state without a reason', () => {
    expect(consentNotice(null)).toBeNull();
    expect(consentNotice({ consentNotice: '' })).toBeNull();
    expect(consentNotice({ from: '/your-house' })).toBeNull();
  });
});
