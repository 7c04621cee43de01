import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNotifyText } from '../layout/use-notify-text';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, shown this once, to copy or print before leaving. */
export const RecoveryCodes = ({ codes, onDone }: RecoveryCodesProps) => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    notifyText(translate('app.secondFactor.copied'), 'info');
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">{translate('app.secondFactor.codesStep')}</Alert>
      <Box
        component="ol"
        aria-label={translate('app.secondFactor.codesTitle')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 1,
          m: 0,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate('app.secondFactor.copyCodes')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {translate('app.secondFactor.printCodes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.secondFactor.codesSaved')}
        </Button>
      </Stack>
    </Stack>
  );
};
