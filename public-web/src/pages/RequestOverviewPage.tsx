import { UI_MESSAGES } from '@hauskonfig/shared';
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
import { notifyError } from '../notifications/notification-store';
import { incomingPayload } from '../request/incoming-payload';
import { PersonalInfoSummary } from '../request/PersonalInfoSummary';
import { configuratorStore, useConfigurator } from '../state/configurator-store';
import { SelectionSummary } from '../your-house/SelectionSummary';

/** `/request/overview`: the summary and the non-binding send. */
export default function RequestOverviewPage() {
  const state = useConfigurator();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      await api.sendRequest(incomingPayload(state));
      configuratorStore.reset();
      navigate('/request/successfully-created', { replace: true });
    } catch (error) {
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
        </SectionCard>
        <SectionCard title={de.overview.configuration}>
          <SelectionSummary state={state} />
        </SectionCard>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions
        back="/request/personal-info"
        onNext={() => void send()}
        nextLabel={sending ? de.overview.sending : de.overview.send}
        busy={sending}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {de.overview.consent}
        </Typography>
      </StepActions>
    </Box>
  );
}
