import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { useSaveForm } from '../forms/use-save-form';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { toSettingsBody, type SettingsFormValues } from './settings-form-data';

/** The settings form's submit: one multipart PUT with the picked images. */
export function useSaveSettings(onSaved: (settings: AdminVendorSettingsDto) => void) {
  const dataProvider = useAppDataProvider();
  return useSaveForm(
    (values) => dataProvider.saveVendorSettings(toSettingsBody(values as SettingsFormValues)),
    onSaved,
    {
      saved: 'app.settings.saved',
      saveFailed: 'app.settings.saveFailed',
    },
  );
}
