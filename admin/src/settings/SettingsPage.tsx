import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../providers/request-errors';
import { useEditableLoad } from '../providers/use-editable-load';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { PageHeader } from '../layout/PageHeader';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { SettingsForm } from './SettingsForm';
import { SettingsSkeleton } from './SettingsSkeleton';

/**
 * `/admin/settings` ("Einstellungen"): the vendor's brand and legal frame of the public site and
 * the default contact person. After a save the form holds the settings the API answered.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const loaded = useEditableLoad('vendor-settings', () => dataProvider.vendorSettings());
  const settings = loaded.data;
  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('app.navigation.settings')} />
      {settings ? (
        <SettingsForm settings={settings} onSaved={loaded.onSaved} />
      ) : loaded.error ? (
        <LoadFailedAlert
          message={failureMessage(translate('app.settings.loadFailed'), loaded.error)}
          onRetry={loaded.reload}
        />
      ) : (
        <SettingsSkeleton />
      )}
    </Box>
  );
};
