import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../providers/request-errors';
import { useLoad } from '../providers/use-load';
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
  const loaded = useLoad('vendor-settings', () => dataProvider.vendorSettings());
  const [saved, setSaved] = useState<AdminVendorSettingsDto>();
  const settings = saved ?? loaded.data;
  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('app.navigation.settings')} />
      {settings ? (
        <SettingsForm settings={settings} onSaved={setSaved} />
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
