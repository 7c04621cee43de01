import { formatDateTime, type SecondFactorSetupDto, type SecondFactorStatusDto } from '@hauskonfig/shared';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { PageHeader } from '../layout/PageHeader';
import { SectionCard } from '../layout/SectionCard';
import { SkeletonCard } from '../layout/SkeletonCard';
import { failureMessage } from '../providers/request-errors';
import { useLoad } from '../providers/use-load';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorScan } from './SecondFactorScan';
import { SecondFactorSwitchOff } from './SecondFactorSwitchOff';
import { PasswordStep } from './PasswordStep';
import { securityApi } from './security-api';

type Step =
  | { kind: 'overview' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: SecondFactorSetupDto }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'switchOff' };

/**
 * `/admin/second-factor` (account menu "Zweiter Faktor"): set up TOTP in three steps (own password,
 * scan and confirm a code, keep the recovery codes), set it up anew, or switch it off. Staff who
 * must set one up are sent here after the login and find nothing else open until they have.
 */
export const SecondFactorPage = () => {
  const translate = useTranslate();
  const loaded = useLoad('second-factor', securityApi.status);
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);
  const toOverview = (message: string | null = null) => {
    setNotice(message);
    setStep({ kind: 'overview' });
    loaded.reload();
  };
  return (
    <Box sx={{ pb: 2, maxWidth: 720 }}>
      <PageHeader title={translate('app.secondFactor.title')} />
      {loaded.error ? (
        <LoadFailedAlert
          message={failureMessage(translate('app.secondFactor.loadFailed'), loaded.error)}
          onRetry={loaded.reload}
        />
      ) : !loaded.data ? (
        <SkeletonCard rows={3} loadingLabel={translate('ra.page.loading')} />
      ) : (
        <SectionCard title={translate('app.secondFactor.section')}>
          <Stack spacing={2}>
            {notice && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
            {step.kind === 'overview' && (
              <Overview
                status={loaded.data}
                onSetUp={() => setStep({ kind: 'password' })}
                onSwitchOff={() => setStep({ kind: 'switchOff' })}
              />
            )}
            {step.kind === 'password' && (
              <PasswordStep
                onCancel={() => toOverview()}
                onDone={async (currentPassword) =>
                  setStep({ kind: 'scan', setup: await securityApi.setup({ currentPassword }) })
                }
              />
            )}
            {step.kind === 'scan' && (
              <SecondFactorScan
                setup={step.setup}
                onCancel={() => toOverview()}
                onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
              />
            )}
            {step.kind === 'codes' && (
              <RecoveryCodes
                codes={step.codes}
                onDone={() => toOverview(translate('app.secondFactor.otherSessionsEnded'))}
              />
            )}
            {step.kind === 'switchOff' && (
              <SecondFactorSwitchOff
                onCancel={() => toOverview()}
                onDone={() => toOverview(translate('app.secondFactor.switchedOff'))}
              />
            )}
          </Stack>
        </SectionCard>
      )}
    </Box>
  );
};

interface OverviewProps {
  status: SecondFactorStatusDto;
  onSetUp: () => void;
  onSwitchOff: () => void;
}

const Overview = ({ status, onSetUp, onSwitchOff }: OverviewProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography>{translate('app.secondFactor.intro')}</Typography>
      {status.enabled ? (
        <Alert severity="success">
          {translate('app.secondFactor.enabled', {
            date: formatDateTime(status.enabledAt ?? ''),
            smart_count: status.recoveryCodesLeft,
          })}
        </Alert>
      ) : status.required ? (
        <Alert severity="warning">{translate('app.secondFactor.required')}</Alert>
      ) : (
        <Alert severity="info">{translate('app.secondFactor.notEnabled')}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onSetUp}>
          {translate(status.enabled ? 'app.secondFactor.setUpAgain' : 'app.secondFactor.setUp')}
        </Button>
        {status.enabled && !status.required && (
          <Button variant="outlined" color="error" onClick={onSwitchOff}>
            {translate('app.secondFactor.switchOff')}
          </Button>
        )}
      </Stack>
      {status.enabled && status.required && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.secondFactor.mandatoryNoOff')}
        </Typography>
      )}
    </>
  );
};
