import {
  ERROR_MESSAGES,
  ErrorCode,
  PERSONAL_INFO_MAX_LENGTHS,
  validatePersonalInfo,
  type PersonalInfoInput,
} from '@hauskonfig/shared';
import { Alert, Box, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { ConsentField } from '../request/ConsentField';
import { consentNotice } from '../request/consent-refused';
import { configuratorStore, useConfigurator } from '../state/configurator-store';
import { vendorSettingsStore } from '../vendor/vendor-settings';

interface FieldSpec {
  name: keyof PersonalInfoInput;
  required?: boolean;
  autoComplete: string;
  type?: string;
  inputMode?: 'email' | 'tel' | 'text';
  half?: boolean;
  multiline?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'firstname', required: true, autoComplete: 'given-name', half: true },
  { name: 'lastname', required: true, autoComplete: 'family-name', half: true },
  { name: 'email', required: true, autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phoneNumber', required: true, autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'place', autoComplete: 'address-level2', half: true },
  { name: 'propertyNumber', autoComplete: 'off', half: true },
  { name: 'notes', autoComplete: 'off', multiline: true },
];

/**
 * `/request/personal-info`: name and contact data, and the consent to the privacy text. Every
 * keystroke and the tick are kept in the persisted state (nothing is lost on a reload, a wrong
 * entry or a visit to /datenschutz); the German messages show after the first attempt to
 * continue and then follow the input. The overview sends here when the API refused the consent.
 */
export default function PersonalInfoPage() {
  const { personalInfo, privacyConsentVersion } = useConfigurator();
  const navigate = useNavigate();
  const location = useLocation();
  const consentInput = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validatePersonalInfo(personalInfo) : {};
  const consented = privacyConsentVersion !== null;
  const consentError = consented
    ? null
    : (consentNotice(location.state) ?? (submitted ? ERROR_MESSAGES[ErrorCode.PRIVACY_CONSENT_REQUIRED] : null));
  const hasErrors = Object.keys(errors).length > 0;

  const setConsent = (checked: boolean) =>
    // The version of the text the visitor could read now is the one agreed to.
    configuratorStore.update({ privacyConsentVersion: checked ? vendorSettingsStore.get().privacyVersion : null });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const found = validatePersonalInfo(personalInfo);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`field-${first.name}`)?.focus();
      return;
    }
    if (!consented) {
      consentInput.current?.focus();
      return;
    }
    navigate('/request/overview');
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.personalInfo.title} subtitle={de.personalInfo.intro} />
      <Box component="form" noValidate onSubmit={submit} id="personal-info-form">
        {hasErrors && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {de.personalInfo.fixErrors}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`field-${field.name}`}
              name={field.name}
              label={de.personalInfo.fields[field.name]}
              required={field.required}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={personalInfo[field.name] ?? ''}
              onChange={(event) =>
                configuratorStore.update({ personalInfo: { ...personalInfo, [field.name]: event.target.value } })
              }
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? (field.name === 'phoneNumber' ? de.personalInfo.phoneHint : ' ')}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              sx={{ gridColumn: field.half ? 'auto' : '1 / -1' }}
              slotProps={{
                htmlInput: { inputMode: field.inputMode, maxLength: PERSONAL_INFO_MAX_LENGTHS[field.name] + 50 },
              }}
            />
          ))}
          <ConsentField checked={consented} onChange={setConsent} error={consentError} inputRef={consentInput} />
        </Box>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/request" onNext={() => submit()} nextLabel={de.personalInfo.submit} />
    </Box>
  );
}
