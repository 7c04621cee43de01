import { Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CurrentPasswordField } from './CurrentPasswordField';
import { StepButtons } from './PasswordStep';
import { securityApi } from './security-api';
import { useStepAction } from './use-step-action';

interface SecondFactorSwitchOffProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Switching one's own factor off: own password and a current code (or a recovery code). */
export const SecondFactorSwitchOff = ({ onDone, onCancel }: SecondFactorSwitchOffProps) => {
  const translate = useTranslate();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const { run, busy, error } = useStepAction(async () => {
    await securityApi.disable({ currentPassword, code });
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const passwordError = error?.field === 'currentPassword';
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>{translate('app.secondFactor.switchOffStep')}</Typography>
      <CurrentPasswordField
        value={currentPassword}
        onChange={setCurrentPassword}
        error={passwordError ? error.message : null}
      />
      <TextField
        label={translate('app.secondFactor.codeOrRecovery')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!error && !passwordError}
        helperText={error && !passwordError ? error.message : ' '}
        slotProps={{ htmlInput: { autoComplete: 'one-time-code', maxLength: 12 } }}
        required
      />
      <StepButtons busy={busy} submitLabel={translate('app.secondFactor.switchOff')} onCancel={onCancel} />
    </Stack>
  );
};
