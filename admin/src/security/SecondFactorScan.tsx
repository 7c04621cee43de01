import type { SecondFactorSetupDto } from '@hauskonfig/shared';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { StepButtons } from './PasswordStep';
import { securityApi } from './security-api';
import { useStepAction } from './use-step-action';

interface SecondFactorScanProps {
  setup: SecondFactorSetupDto;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code (and the key for typing in) and the first code from the app, which puts the factor in force. */
export const SecondFactorScan = ({ setup, onConfirmed, onCancel }: SecondFactorScanProps) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const { run, busy, error } = useStepAction(async (typed: string) => {
    onConfirmed((await securityApi.confirm({ code: typed })).recoveryCodes);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(code);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>{translate('app.secondFactor.scanStep')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt={translate('app.secondFactor.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
      />
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }}>
          {translate('app.secondFactor.manualKey')}
        </Box>
        <Typography
          component="code"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontSize: '1rem' }}
        >
          {setup.secret}
        </Typography>
      </Box>
      <TextField
        label={translate('app.secondFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!error}
        helperText={error?.message ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } }}
        required
        autoFocus
      />
      <StepButtons busy={busy} submitLabel={translate('app.secondFactor.confirm')} onCancel={onCancel} />
    </Stack>
  );
};
