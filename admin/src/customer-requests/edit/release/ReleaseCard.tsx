import {
  UI_MESSAGES,
  customerLinkPath,
  formatDateTime,
  isCustomerVisibleStatus,
  type ReleaseResultDto,
} from '@hauskonfig/shared';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/use-app-data-provider';
import { useNotifyText } from '../../../layout/use-notify-text';
import { AccessDataDialog, absoluteLink } from './AccessDataDialog';
import { CopyableField } from './CopyableField';
import { ReleaseDialog } from './ReleaseDialog';
import { failureMessage } from '../../../providers/request-errors';
import { SectionCard } from '../../../layout/SectionCard';
import { useLiveRequest } from '../use-live-request';
import { useSavePageFirst } from '../use-save-page-first';

/**
 * Whether the customer sees the request, and their access: one "Freigeben" (save, In Planung,
 * access data, optional mail) and one "Freigabe zurückziehen" replace the separate steps.
 */
export const ReleaseCard = () => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useAppDataProvider();
  const savePageFirst = useSavePageFirst();
  const { record, refetch } = useLiveRequest();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [done, setDone] = useState<{ result: ReleaseResultDto; mailedTo: string | null } | null>(null);
  if (!record) return null;

  const released = isCustomerVisibleStatus(record.status);
  const t = (key: string, options?: object) => translate(`app.customerRequests.release.${key}`, options);

  const withdraw = async () => {
    setConfirmWithdraw(false);
    setWithdrawing(true);
    try {
      if (!(await savePageFirst())) return;
      await dataProvider.withdrawRelease(record.id);
      notifyText(t('withdrawn'), 'success');
    } catch (error) {
      notifyText(failureMessage(UI_MESSAGES.customerRequests.withdrawReleaseFailed, error), 'error');
    } finally {
      await refetch();
      setWithdrawing(false);
    }
  };

  return (
    <SectionCard title={translate('app.customerRequests.sections.weblink')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            color={released ? 'success' : 'default'}
            label={t(released ? 'released' : 'notReleased')}
            data-testid="release-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(released ? 'releasedHint' : 'notReleasedHint')}
        </Typography>
        {released && record.loginCode && (
          <>
            <CopyableField
              label="app.customerRequests.weblink.link"
              copyLabel="app.customerRequests.weblink.copyLink"
              value={absoluteLink(customerLinkPath(record.loginCode))}
            />
            <CopyableField
              label="app.customerRequests.weblink.code"
              copyLabel="app.customerRequests.weblink.copyCode"
              value={record.loginCode}
              monospace
            />
          </>
        )}
        {released && record.credentialsGeneratedAt && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.customerRequests.weblink.generatedAt', {
              date: formatDateTime(record.credentialsGeneratedAt),
            })}
          </Typography>
        )}
        {!released && record.loginCode && <Alert severity="info">{t('accessKept')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant={released ? 'outlined' : 'contained'}
            onClick={() => setDialogOpen(true)}
            disabled={withdrawing}
            startIcon={released ? <SendIcon /> : <LockOpenIcon />}
          >
            {t(released ? 'sendAction' : 'action')}
          </Button>
          {released && (
            <Button
              color="warning"
              variant="outlined"
              onClick={() => setConfirmWithdraw(true)}
              disabled={withdrawing}
              startIcon={withdrawing ? <CircularProgress size={18} color="inherit" /> : <UndoIcon />}
            >
              {t('withdraw')}
            </Button>
          )}
        </Stack>
      </Stack>
      {dialogOpen && (
        <ReleaseDialog
          record={record}
          released={released}
          onClose={() => setDialogOpen(false)}
          onReleased={(result, mailedTo) => {
            setDialogOpen(false);
            setDone({ result, mailedTo });
            void refetch();
          }}
        />
      )}
      <AccessDataDialog
        result={done?.result ?? null}
        fullName={record.fullName}
        mailedTo={done?.mailedTo ?? null}
        onClose={() => setDone(null)}
      />
      <Confirm
        isOpen={confirmWithdraw}
        title="app.customerRequests.release.withdrawTitle"
        content="app.customerRequests.release.withdrawContent"
        confirm="app.customerRequests.release.withdraw"
        confirmColor="warning"
        onConfirm={withdraw}
        onClose={() => setConfirmWithdraw(false)}
      />
    </SectionCard>
  );
};
