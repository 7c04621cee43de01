import {
  CUSTOMER_CODE_QUERY_PARAM,
  ERROR_MESSAGES,
  ErrorCode,
  UI_MESSAGES,
  formatDateTime,
  isCustomerVisibleStatus,
} from '@hauskonfig/shared';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { CopyableField } from './CopyableField';
import { NewPasswordDialog } from './NewPasswordDialog';
import { failureMessage } from './request-errors';
import { SectionCard } from './SectionCard';
import { useLiveRequest } from './use-live-request';

/** The personal customer link of the public site: its start page with the six-digit code. */
const customerLink = (loginCode: string) =>
  `${window.location.origin}/?${CUSTOMER_CODE_QUERY_PARAM}=${encodeURIComponent(loginCode)}`;

/** The customer's access: link, code and a new password (shown once). */
export const WeblinkCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { record, refetch } = useLiveRequest();
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record) return null;

  const hasAccess = Boolean(record.loginCode || record.credentialsGeneratedAt);
  const actionLabel = hasAccess ? 'app.customerRequests.weblink.regenerate' : 'app.customerRequests.weblink.create';

  const generate = async () => {
    setConfirming(false);
    setGenerating(true);
    try {
      const credentials = await dataProvider.generateCredentials(record.id);
      setPassword(credentials.password);
      notify('app.customerRequests.weblink.generated', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(failureMessage(UI_MESSAGES.customerRequests.passwordGenerationFailed, error), { type: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <SectionCard title={translate('app.customerRequests.sections.weblink')}>
      <Stack spacing={2}>
        {!isCustomerVisibleStatus(record.status) && (
          <Alert severity="info">{ERROR_MESSAGES[ErrorCode.WRONG_STATUS]}</Alert>
        )}
        {record.loginCode ? (
          <>
            <CopyableField
              label="app.customerRequests.weblink.link"
              copyLabel="app.customerRequests.weblink.copyLink"
              value={customerLink(record.loginCode)}
            />
            <CopyableField
              label="app.customerRequests.weblink.code"
              copyLabel="app.customerRequests.weblink.copyCode"
              value={record.loginCode}
              monospace
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.customerRequests.weblink.none')}
          </Typography>
        )}
        {record.credentialsGeneratedAt && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.customerRequests.weblink.generatedAt', {
              date: formatDateTime(record.credentialsGeneratedAt),
            })}
          </Typography>
        )}
        <div>
          <Button label={actionLabel} variant="contained" disabled={generating} onClick={() => setConfirming(true)}>
            {generating ? <CircularProgress size={18} /> : <KeyIcon />}
          </Button>
        </div>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={hasAccess ? 'app.customerRequests.weblink.regenerateTitle' : 'app.customerRequests.weblink.createTitle'}
        content={
          hasAccess ? 'app.customerRequests.weblink.regenerateContent' : 'app.customerRequests.weblink.createContent'
        }
        confirm={actionLabel}
        confirmColor="warning"
        onConfirm={generate}
        onClose={() => setConfirming(false)}
      />
      <NewPasswordDialog password={password} onClose={() => setPassword(null)} />
    </SectionCard>
  );
};
