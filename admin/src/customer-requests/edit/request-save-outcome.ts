import { UI_MESSAGES } from '@hauskonfig/shared';
import { type SaveStep, stepFile } from '../../template-houses/files/save-house';
import { apiErrorMessage, toFieldErrors } from '../../providers/request-errors';

/** How saving the request's own data ended, before any file is sent. */
export type DataSaveOutcome =
  { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; notice: string };

/**
 * Reads the Edit controller's save: its answer holds the API's validation errors (shown at the
 * inputs, so no notice), `failure` is what its onError got (told with the server's message when
 * there is one); with neither the data were saved.
 */
export function dataSaveOutcome(answer: unknown, failure: unknown): DataSaveOutcome {
  const fieldErrors = toFieldErrors(answer);
  if (fieldErrors) return { ok: false, fieldErrors };
  if (failure !== null)
    return { ok: false, notice: apiErrorMessage(failure) ?? UI_MESSAGES.customerRequests.updateFailed };
  return { ok: true };
}

/** The notice of a custom-house file change that failed: the file's name first, when it sent one. */
export function fileStepNotice(step: SaveStep, error: unknown): string {
  const file = stepFile(step);
  const message = apiErrorMessage(error, UI_MESSAGES.customerRequests.customHouseSaveFailed);
  return file ? `${file.name}: ${message}` : message;
}
