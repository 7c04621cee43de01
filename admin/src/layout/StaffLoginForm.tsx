import { ErrorCode } from '@hauskonfig/shared';
import { Alert, Button, CardContent, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, required, useLogin, useTranslate } from 'react-admin';
import type { StaffLoginInput } from '../auth/auth-provider';
import { useNotifyText } from './use-notify-text';

/** Answers after which the form asks for the second factor's code. */
const ASKS_FOR_CODE = new Set<string>([
  ErrorCode.SECOND_FACTOR_REQUIRED,
  ErrorCode.SECOND_FACTOR_WRONG,
  ErrorCode.ACCOUNT_LOCKED,
]);

/**
 * react-admin's login form plus the second factor: after SECOND_FACTOR_REQUIRED (right password,
 * a factor set up) a code field appears and the same submit sends it along. After ACCOUNT_LOCKED
 * it appears too, with the hint that a second factor still lets its owner in.
 */
export const StaffLoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notifyText = useNotifyText();
  const [loading, setLoading] = useState(false);
  const [askCode, setAskCode] = useState<'required' | 'locked' | null>(null);

  const submit = async (values: Partial<StaffLoginInput>) => {
    setLoading(true);
    try {
      await login({ ...values, secondFactorCode: values.secondFactorCode?.trim() || undefined });
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: string; message?: string };
      if (code && ASKS_FOR_CODE.has(code)) {
        setAskCode((current) => (code === ErrorCode.ACCOUNT_LOCKED ? 'locked' : (current ?? 'required')));
      }
      notifyText(message || translate('ra.auth.sign_in_error'), 'error');
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} mode="onChange" noValidate>
      <CardContent sx={{ width: { xs: 'auto', sm: 300 }, pb: '16px !important' }}>
        <TextInput
          autoFocus
          source="username"
          label={translate('ra.auth.username')}
          autoComplete="username"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
        {askCode && (
          <>
            {askCode === 'locked' && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate('app.loginSecondFactor.lockedHint')}
              </Alert>
            )}
            <TextInput
              autoFocus
              source="secondFactorCode"
              label={translate('app.secondFactor.codeOrRecovery')}
              helperText={translate('app.loginSecondFactor.codeHint')}
              autoComplete="one-time-code"
              validate={askCode === 'required' ? required() : undefined}
              slotProps={{ htmlInput: { inputMode: 'text', maxLength: 12 } }}
            />
          </>
        )}
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
};
