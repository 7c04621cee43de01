import type { AdminPriceGuideDto } from '@hauskonfig/shared';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNotifyText } from '../layout/use-notify-text';
import { apiErrorBody, apiErrorMessage, toFieldErrors } from '../providers/request-errors';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { type PriceGuideFormValues, toSaveInput } from './price-guide-form-data';

/**
 * The price form's submit: one PUT of everything. The saved guide becomes the form's record;
 * on failure the form keeps what was typed, the API's field errors go to their inputs (named as
 * the DTO's paths, e.g. `extraCosts.1.byPlotShape.HILLSIDE`) and its German message to the
 * notification (react-admin shows `root.serverError` itself).
 */
export function useSavePriceGuide(onSaved: (guide: AdminPriceGuideDto) => void) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  return useCallback(
    async (values: FieldValues) => {
      try {
        onSaved(await dataProvider.savePriceGuide(toSaveInput(values as PriceGuideFormValues)));
        notify('app.prices.saved', { type: 'success' });
        return undefined;
      } catch (error) {
        const message = apiErrorMessage(error) ?? translate('app.prices.saveFailed');
        const fieldErrors = toFieldErrors(apiErrorBody(error)?.errors);
        if (fieldErrors) return { ...fieldErrors, root: { serverError: message } };
        notifyText(message, 'error');
        return undefined;
      }
    },
    [dataProvider, notify, notifyText, onSaved, translate],
  );
}
