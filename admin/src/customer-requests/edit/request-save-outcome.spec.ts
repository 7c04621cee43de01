import { ImageType, UI_MESSAGES } from '@hauskonfig/shared';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataSaveOutcome, fileStepNotice } from './request-save-outcome';

describe('dataSaveOutcome', () => {
  const failure = Object.assign(new Error('HTTP 400'), { body: { message: 'Bitte Eingaben prüfen.' } });

  it('puts validation errors at their inputs, without a notice', () => {
    const answer = [{ field: 'email', messages: ['E-Mail ungültig.'] }];
    expect(dataSaveOutcome(answer, failure)).toEqual({ ok: false, fieldErrors: { email: 'E-Mail ungültig.' } });
  });

  it('tells a failure with the server’s message, else the page’s own text', () => {
    expect(dataSaveOutcome(undefined, failure)).toEqual({ ok: false, notice: 'Bitte Eingaben prüfen.' });
    expect(dataSaveOutcome(undefined, new Error('offline'))).toEqual({
      ok: false,
      notice: UI_MESSAGES.customerRequests.updateFailed,
    });
  });

  it('is saved when nothing failed', () => {
    expect(dataSaveOutcome(undefined, null)).toEqual({ ok: true });
  });
});

describe('fileStepNotice', () => {
  const refused = new HttpError('Payload Too Large', 413, { message: 'Die Datei ist zu groß.' });

  it('names the file whose upload failed', () => {
    const step = { kind: 'uploadImage' as const, key: 'k', type: ImageType.REFERENCES, file: new File(['x'], 'a.jpg') };
    expect(fileStepNotice(step, refused)).toBe('a.jpg: Die Datei ist zu groß.');
  });

  it('is the custom house’s own text for a failed call without a file or message', () => {
    const step = { kind: 'deleteViews' as const, key: 'removed-views', ids: ['v1'] };
    expect(fileStepNotice(step, new Error('offline'))).toBe(UI_MESSAGES.customerRequests.customHouseSaveFailed);
  });
});
