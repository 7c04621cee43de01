import { Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CurrentPasswordField } from './CurrentPasswordField';
import { useStepAction } from './use-step-action';

interface PasswordStepProps {
  onDone: (currentPassword: string) => Promise<void>;
  onCancel: () => void;
}

/** First step of the set-up: the staff member's own password, so an open session alone cannot enrol a device. */
export const PasswordStep = ({ onDone, onCancel }: PasswordStepProps) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const { run, busy, error } = useStepAction(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(password);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>{translate('app.secondFactor.passwordStep')}</Typography>
      <CurrentPasswordField value={password} onChange={setPassword} error={error?.message} />
      <StepButtons busy={busy} submitLabel={translate('app.secondFactor.next')} onCancel={onCancel} />
    </Stack>
  );
};

interface StepButtonsProps {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}

export const StepButtons = ({ busy, submitLabel, onCancel }: StepButtonsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? translate('app.secondFactor.working') : submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {translate('app.secondFactor.cancel')}
      </Button>
    </Stack>
  );
};
