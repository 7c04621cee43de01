import { fieldLabel } from '@hauskonfig/shared';
import { Box, Stack } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { PageForm } from '../forms/PageForm';
import { useSaveForm } from '../forms/use-save-form';
import { CardColumns } from '../layout/CardColumns';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { PageHeader } from '../layout/PageHeader';
import { SectionCard } from '../layout/SectionCard';
import { SkeletonCard } from '../layout/SkeletonCard';
import { failureMessage } from '../providers/request-errors';
import { useEditableLoad } from '../providers/use-editable-load';
import {
  RETENTION_FIELDS,
  RETENTION_VALIDATION,
  toFormValues,
  toSettingsInput,
  type DataProtectionFormValues,
} from './data-protection-form';
import { DataSubjectTools } from './DataSubjectTools';
import { securityApi } from './security-api';

/**
 * `/admin/data-protection` ("Datenschutz"): how staff log in (second factor mandatory), how long
 * personal data is kept (a daily job deletes what is older), and data subjects' requests (export
 * and erasure for an e-mail address).
 */
export const DataProtectionPage = () => {
  const translate = useTranslate();
  const loaded = useEditableLoad('security-settings', securityApi.settings);
  const record = useMemo(() => (loaded.data ? toFormValues(loaded.data) : undefined), [loaded.data]);
  const save = useSaveForm(
    (values) => securityApi.saveSettings(toSettingsInput(values as DataProtectionFormValues)),
    loaded.onSaved,
    { saved: 'app.dataProtection.saved', saveFailed: 'app.dataProtection.saveFailed' },
  );
  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('app.dataProtection.title')} />
      <CardColumns columns="1fr 1fr">
        {record ? (
          <PageForm record={record} onSubmit={save}>
            <Stack spacing={2}>
              <SectionCard title={translate('app.dataProtection.loginSection')}>
                <BooleanInput
                  source="secondFactorRequired"
                  label="app.dataProtection.secondFactorRequired"
                  helperText="app.dataProtection.secondFactorRequiredHint"
                />
              </SectionCard>
              <SectionCard
                title={translate('app.dataProtection.retentionSection')}
                subheader={translate('app.dataProtection.retentionHint')}
              >
                {RETENTION_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    source={field}
                    label={fieldLabel(field)}
                    validate={RETENTION_VALIDATION[field]}
                    helperText={`app.dataProtection.hints.${field}`}
                    autoComplete="off"
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                ))}
              </SectionCard>
            </Stack>
          </PageForm>
        ) : loaded.error ? (
          <LoadFailedAlert
            message={failureMessage(translate('app.dataProtection.loadFailed'), loaded.error)}
            onRetry={loaded.reload}
          />
        ) : (
          <SkeletonCard rows={4} loadingLabel={translate('ra.page.loading')} />
        )}
        <SectionCard title={translate('app.dataSubjects.title')}>
          <DataSubjectTools />
        </SectionCard>
      </CardColumns>
    </Box>
  );
};
