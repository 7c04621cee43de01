import { UI_MESSAGES } from '@hauskonfig/shared';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { messageOf } from '../api/api-error';
import { api } from '../api/endpoints';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { deConsent } from '../i18n/de-consent';
import { notifyError } from '../notifications/notification-store';
import { PlanPriceSections } from '../prices/PlanPriceSections';
import { usePlanPrices } from '../prices/use-plan-prices';
import { createdPlanShare } from '../plan-share/created-plan-share';
import { SharePlanButton } from '../plan-share/SharePlanButton';
import { consentRefusal } from '../request/consent-refused';
import { createdContact } from '../request/created-contact';
import { incomingPayload } from '../request/incoming-payload';
import { PersonalInfoSummary } from '../request/PersonalInfoSummary';
import { savedPlanRef } from '../saved-plan/saved-plan-ref';
import { configuratorStore, useConfigurator } from '../state/configurator-store';
import { SelectionSummary } from '../your-house/SelectionSummary';

/**
 * `/request/overview`: the summary (with the consent given) and the non-binding send. A refused
 * consent goes back to the form, where the visitor reads the current text and agrees again.
 */
export default function RequestOverviewPage() {
  const state = useConfigurator();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const prices = usePlanPrices(state);

  const send = async () => {
    setSending(true);
    try {
      const created = await api.sendRequest(incomingPayload(state, prices.plotShape, prices.guide?.financing ?? null));
      createdContact.save(created.contactPerson);
      createdPlanShare.save(created.planShareToken);
      configuratorStore.reset();
      // The sent plan is done: the next one gets its own code.
      savedPlanRef.clear();
      navigate('/request/successfully-created', { replace: true });
    } catch (error) {
      const refusal = await consentRefusal(error);
      if (refusal) {
        navigate('/request/personal-info', { state: refusal });
        return;
      }
      // Everything entered stays; the visitor can correct it or try again.
      notifyError(messageOf(error, UI_MESSAGES.customerRequests.createFailed));
      setSending(false);
    }
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.overview.title} subtitle={de.overview.intro} />
      <Stack spacing={2}>
        <SectionCard
          title={de.overview.personalData}
          action={
            <Button component={RouterLink} to="/request/personal-info" size="small" color="secondary">
              {de.overview.edit}
            </Button>
          }
        >
          <PersonalInfoSummary info={state.personalInfo} />
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
            <CheckIcon aria-hidden color="success" fontSize="small" />
            {deConsent.given}
          </Typography>
        </SectionCard>
        <SectionCard title={de.overview.configuration}>
          <SelectionSummary state={state} />
        </SectionCard>
        <PlanPriceSections prices={prices} />
        <SharePlanButton prices={prices} />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions
        back="/request/personal-info"
        onNext={() => void send()}
        nextLabel={sending ? de.overview.sending : de.overview.send}
        busy={sending}
      />
    </Box>
  );
}
