import { PERSONAL_INFO_MAX_LENGTHS, validatePersonalInfo, type PersonalInfoInput } from '@hauskonfig/shared';
import { Alert, Box, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { configuratorStore, useConfigurator } from '../state/configurator-store';

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
 * `/request/personal-info`: name and contact data. Every keystroke is kept in the persisted state
 * (nothing is lost on a reload or a wrong entry); the German messages show after the first
 * attempt to continue and then follow the input.
 */
export default function PersonalInfoPage() {
  const { personalInfo } = useConfigurator();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validatePersonalInfo(personalInfo) : {};
  const hasErrors = Object.keys(errors).length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const found = validatePersonalInfo(personalInfo);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`field-${first.name}`)?.focus();
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
        </Box>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/request" onNext={() => submit()} nextLabel={de.personalInfo.submit} />
    </Box>
  );
}
