import { Box, Button, CircularProgress } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SixDigitCodeField, sixDigits } from '../components/SixDigitCodeField';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { tryOpenSavedPlan, type FailedPlanCode } from './plan-link';

/**
 * "Planung fortsetzen" on /login: the six-digit code of a saved plan. The plan opens at its
 * furthest step; why a code did not open (the API's German text) shows once, at the field.
 */
export const ResumePlanForm = ({ failed }: { failed: FailedPlanCode | null }) => {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(sixDigits(failed?.code ?? ''));
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
      <SixDigitCodeField
        inputRef={input}
        id="plan-code"
        name="plan"
        label={deSavedPlan.resumeCode}
        hint={deSavedPlan.resumeCodeHint}
        value={code}
        onChange={setCode}
        error={error}
        autoComplete="off"
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
