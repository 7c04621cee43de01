import { Box, Stack, Typography } from '@mui/material';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { ErrorBlock } from '../components/ErrorBlock';
import { FlowProgress } from '../components/FlowProgress';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { PlanPriceSections } from '../prices/PlanPriceSections';
import { usePlanPrices } from '../prices/use-plan-prices';
import { SharePlanButton } from '../plan-share/SharePlanButton';
import { useConfigurator } from '../state/configurator-store';
import { SelectionSummary } from '../your-house/SelectionSummary';
import { Suggestions } from '../your-house/Suggestions';
import { useContactPerson } from '../your-house/use-contact-person';

/**
 * `/your-house`: the selection with its guide price and financing example, the personal contact
 * person, project management and suggestions.
 */
export default function YourHousePage() {
  const state = useConfigurator();
  const contact = useContactPerson(state.selectedHouse?.id);
  const prices = usePlanPrices(state);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.yourHouse.title} subtitle={de.yourHouse.intro} />
      <Stack spacing={2}>
        <SectionCard title={de.yourHouse.details}>
          <SelectionSummary state={state} />
        </SectionCard>
        <PlanPriceSections prices={prices} />
        <SharePlanButton prices={prices} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SectionCard title={de.yourHouse.contactPerson}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {de.yourHouse.contactPersonIntro}
            </Typography>
            {contact.loading && <LoadingBlock label={de.common.loading} />}
            {contact.errorMessage && <ErrorBlock message={contact.errorMessage} onRetry={contact.reload} />}
            {contact.data && <ContactPersonCard person={contact.data} />}
            {contact.data === null && <Typography>{de.yourHouse.noContactPerson}</Typography>}
          </SectionCard>
          <SectionCard title={de.yourHouse.projectManager}>
            <Typography>{de.yourHouse.projectManagerText}</Typography>
          </SectionCard>
        </Box>
        {state.selectedHouse && (
          <SectionCard title={de.yourHouse.suggestions}>
            <Suggestions houseId={state.selectedHouse.id} />
          </SectionCard>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions
        back={
          state.currentStageId ? `/choose-construction-stage/${state.currentStageId}` : '/choose-construction-stage'
        }
        next="/request"
        nextLabel={de.yourHouse.toRequest}
      />
    </Box>
  );
}
