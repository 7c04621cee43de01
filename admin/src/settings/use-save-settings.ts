import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { apiErrorBody, apiErrorMessage, toFieldErrors } from '../providers/request-errors';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { useNotifyText } from '../layout/use-notify-text';
import { toSettingsBody, type SettingsFormValues } from './settings-form-data';

/**
 * The settings form's submit: one multipart PUT with the picked images. The saved settings become
 * the form's record (nothing unsaved is left); the API's validation errors go to their inputs and
 * its German message to the notification (react-admin shows `root.serverError` itself).
 */
export function useSaveSettings(onSaved: (settings: AdminVendorSettingsDto) => void) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  return useCallback(
    async (values: FieldValues) => {
      try {
        onSaved(await dataProvider.saveVendorSettings(toSettingsBody(values as SettingsFormValues)));
        notify('app.settings.saved', { type: 'success' });
        return undefined;
      } catch (error) {
        const message = apiErrorMessage(error) ?? translate('app.settings.saveFailed');
        const fieldErrors = toFieldErrors(apiErrorBody(error)?.errors);
        if (fieldErrors) return { ...fieldErrors, root: { serverError: message } };
        notifyText(message, 'error');
        return undefined;
      }
    },
    [dataProvider, notify, notifyText, onSaved, translate],
  );
}
