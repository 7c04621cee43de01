import { formatDateTime, type DataSubjectErasureDto } from '@hauskonfig/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { downloadFile } from '../layout/download-file';
import { HistoryTable } from '../layout/HistoryTable';
import { useNotifyText } from '../layout/use-notify-text';
import { useLoad } from '../providers/use-load';
import { securityApi } from './security-api';
import { useStepAction } from './use-step-action';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Data subjects' requests for one e-mail address: "Auskunft" downloads everything held about the
 * person as one JSON file (GDPR articles 15, 20), "Löschen" erases it after the address is typed
 * again (article 17). Below, the erasures so far: when, by whom, how much, never who.
 */
export const DataSubjectTools = () => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [typedAgain, setTypedAgain] = useState('');
  const [erased, setErased] = useState<DataSubjectErasureDto | null>(null);
  const erasures = useLoad('data-subject-erasures', securityApi.erasures);
  const address = email.trim();
  const valid = EMAIL.test(address);

  const exportAction = useStepAction(async () => {
    const data = await securityApi.exportDataSubject(address);
    const found = data.requests.length + data.savedPlans.length + data.mails.length;
    downloadFile(
      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      `auskunft-${address.replace(/[^a-z0-9.@-]/gi, '_')}-${data.exportedAt.slice(0, 10)}.json`,
    );
    notifyText(translate(found ? 'app.dataSubjects.exported' : 'app.dataSubjects.nothingFound'), 'info');
  });
  const eraseAction = useStepAction(async () => {
    setErased(await securityApi.eraseDataSubject(address));
    setConfirming(false);
    setTypedAgain('');
    setEmail('');
    erasures.reload();
  });

  const submitExport = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void exportAction.run();
  };
  const error = exportAction.error ?? null;

  return (
    <Stack spacing={2}>
      <Typography>{translate('app.dataSubjects.intro')}</Typography>
      <Stack component="form" onSubmit={submitExport} noValidate spacing={1.5}>
        <TextField
          label={translate('app.dataSubjects.email')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErased(null);
          }}
          error={(email !== '' && !valid) || !!error}
          helperText={email !== '' && !valid ? translate('app.dataSubjects.invalidEmail') : (error?.message ?? ' ')}
          autoComplete="off"
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" disabled={!valid || exportAction.busy}>
            {translate(exportAction.busy ? 'app.secondFactor.working' : 'app.dataSubjects.export')}
          </Button>
          <Button variant="outlined" color="error" disabled={!valid} onClick={() => setConfirming(true)}>
            {translate('app.dataSubjects.erase')}
          </Button>
        </Stack>
      </Stack>
      {erased && (
        <Alert severity="success" role="status">
          {translate('app.dataSubjects.erased', {
            requests: erased.requests,
            savedPlans: erased.savedPlans,
            planShares: erased.planShares,
            mails: erased.mails,
          })}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => !eraseAction.busy && setConfirming(false)} aria-labelledby="erase-title">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (typedAgain.trim().toLowerCase() === address.toLowerCase()) void eraseAction.run();
          }}
        >
          <DialogTitle id="erase-title">{translate('app.dataSubjects.eraseTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('app.dataSubjects.eraseText', { email: address })}
            </DialogContentText>
            <TextField
              label={translate('app.dataSubjects.typeAgain')}
              value={typedAgain}
              onChange={(event) => setTypedAgain(event.target.value)}
              error={!!eraseAction.error}
              helperText={eraseAction.error?.message ?? ' '}
              autoComplete="off"
              autoFocus
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)} disabled={eraseAction.busy}>
              {translate('app.secondFactor.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={eraseAction.busy || typedAgain.trim().toLowerCase() !== address.toLowerCase()}
            >
              {translate(eraseAction.busy ? 'app.secondFactor.working' : 'app.dataSubjects.eraseConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ErasureLog erasures={erasures.data ?? []} />
    </Stack>
  );
};

const ErasureLog = ({ erasures }: { erasures: DataSubjectErasureDto[] }) => {
  const translate = useTranslate();
  if (erasures.length === 0) return null;
  return (
    <HistoryTable
      title={translate('app.dataSubjects.log')}
      columns={[
        translate('app.dataSubjects.erasedAt'),
        translate('app.dataSubjects.erasedBy'),
        translate('app.dataSubjects.deleted'),
      ]}
      rows={erasures.map((erasure) => ({
        key: erasure.id,
        cells: [
          formatDateTime(erasure.erasedAt),
          erasure.erasedBy ?? '–',
          translate('app.dataSubjects.counts', {
            requests: erasure.requests,
            savedPlans: erasure.savedPlans,
            planShares: erasure.planShares,
            mails: erasure.mails,
          }),
        ],
      }))}
    />
  );
};
