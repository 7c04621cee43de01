import { Alert, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SETTINGS_VALIDATION } from './settings-validation';

interface PrivacyTextInputProps {
  /** The text as stored: the API raises the version when the saved text differs from it. */
  savedText: string;
  version: number;
}

/** The privacy text with its current version, and what saving a changed text does to consent. */
export const PrivacyTextInput = ({ savedText, version }: PrivacyTextInputProps) => {
  const translate = useTranslate();
  const text: unknown = useWatch({ name: 'privacyText' });
  const changed = (typeof text === 'string' ? text : '') !== savedText;
  return (
    <>
      <TextInput
        source="privacyText"
        label="app.settings.fields.privacyText"
        multiline
        minRows={6}
        maxRows={16}
        validate={SETTINGS_VALIDATION.privacyText}
        helperText="app.settings.hints.legalText"
      />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('app.settings.privacy.version', { version })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.settings.privacy.versionHint')}
      </Typography>
      {changed && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.settings.privacy.changed', { version: version + 1 })}
        </Alert>
      )}
    </>
  );
};
