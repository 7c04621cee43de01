import { LOGIN_CODE_LENGTH } from '@hauskonfig/shared';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { tryOpenSavedPlan, type FailedPlanCode } from './plan-link';

/**
 * "Planung fortsetzen" on /login: the six-digit code of a saved plan. The plan opens at its
 * furthest step; why a code did not open (the API's German text) shows once, at the field.
 */
export const ResumePlanForm = ({ failed }: { failed: FailedPlanCode | null }) => {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(failed?.code.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH) ?? '');
  const [error, setError] = useState<string | null>(failed?.error ?? null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code === '') {
      setError(deSavedPlan.codeRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const opened = await tryOpenSavedPlan(code);
    if ('path' in opened) {
      navigate(opened.path);
      return;
    }
    setError(opened.error);
    setBusy(false);
    input.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        inputRef={input}
        id="plan-code"
        name="plan"
        label={deSavedPlan.resumeCode}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH))}
        error={error !== null}
        helperText={error ?? de.login.codeHint}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: LOGIN_CODE_LENGTH,
            style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {busy ? deSavedPlan.opening : deSavedPlan.resumeSubmit}
      </Button>
    </Box>
  );
};
