import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { Box, Stack } from '@mui/material';
import { useMemo } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { PageForm } from '../forms/PageForm';
import { CardColumns } from '../layout/CardColumns';
import { SectionCard } from '../layout/SectionCard';
import { DefaultContactPersonInput } from './DefaultContactPersonInput';
import { PrimaryColorInput } from './PrimaryColorInput';
import { PrivacyTextInput } from './PrivacyTextInput';
import { SettingsImageInput } from './SettingsImageInput';
import { toFormRecord } from './settings-form-data';
import { SETTINGS_VALIDATION } from './settings-validation';
import { useSaveSettings } from './use-save-settings';

interface SettingsFormProps {
  settings: AdminVendorSettingsDto;
  onSaved: (settings: AdminVendorSettingsDto) => void;
}

/** Brand, pictures, legal texts and the default contact person, saved together by one "Speichern". */
export const SettingsForm = ({ settings, onSaved }: SettingsFormProps) => {
  const translate = useTranslate();
  const record = useMemo(() => toFormRecord(settings), [settings]);
  const save = useSaveSettings(onSaved);
  return (
    <PageForm record={record} onSubmit={save}>
      <CardColumns columns="1fr 1fr">
        <Stack spacing={2}>
          <SectionCard title={translate('app.settings.sections.brand')}>
            <TextInput
              source="vendorName"
              label="app.settings.fields.vendorName"
              validate={SETTINGS_VALIDATION.vendorName}
              helperText="app.settings.hints.vendorName"
              autoComplete="organization"
            />
            <PrimaryColorInput />
            <TextInput
              source="websiteUrl"
              label="app.settings.fields.websiteUrl"
              type="url"
              validate={SETTINGS_VALIDATION.websiteUrl}
              helperText="app.settings.hints.websiteUrl"
              autoComplete="url"
            />
          </SectionCard>
          <SectionCard title={translate('app.settings.sections.requests')}>
            <DefaultContactPersonInput />
          </SectionCard>
        </Stack>
        <SectionCard title={translate('app.settings.sections.images')}>
          <SettingsImageInput source="logo" currentUrl={settings.logoUrl} />
          <SettingsImageInput source="heroImage" currentUrl={settings.heroImageUrl} />
        </SectionCard>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SectionCard title={translate('app.settings.sections.legal')}>
            <Box sx={{ display: 'grid', columnGap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <Box>
                <TextInput
                  source="imprintText"
                  label="app.settings.fields.imprintText"
                  multiline
                  minRows={6}
                  maxRows={16}
                  validate={SETTINGS_VALIDATION.imprintText}
                  helperText="app.settings.hints.legalText"
                />
              </Box>
              <Box>
                <PrivacyTextInput savedText={settings.privacyText} version={settings.privacyVersion} />
              </Box>
            </Box>
          </SectionCard>
        </Box>
      </CardColumns>
    </PageForm>
  );
};
