import { selectStageWorkIds, stageChain, UI_MESSAGES, type ConstructionStageDto } from '@hauskonfig/shared';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../api/endpoints';
import { ChoiceCards } from '../components/ChoiceCards';
import { ErrorBlock } from '../components/ErrorBlock';
import { FlowProgress } from '../components/FlowProgress';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { dePrices } from '../i18n/de-prices';
import { stagePriceText } from '../prices/price-text';
import { RunningTotal } from '../prices/RunningTotal';
import { usePlanHouse } from '../prices/use-plan-house';
import { usePlanPrices } from '../prices/use-plan-prices';
import { WorkChecklist } from '../stage/WorkChecklist';
import { configuratorStore, useConfigurator } from '../state/configurator-store';

/** Chooses a stage: its works and those of its child chain are selected (shared rule). */
function selectStage(stages: ConstructionStageDto[], stageId: string): void {
  configuratorStore.update({ currentStageId: stageId, selectedWorkIds: selectStageWorkIds(stages, stageId) });
}

/** `/choose-construction-stage[/:id]`: the construction stage with its guide price, and its works. */
export default function ConstructionStagePage() {
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const state = useConfigurator();
  const { currentStageId, selectedWorkIds, selectedHouse } = state;
  const prices = usePlanPrices(state);
  const stages = useApiData(
    'stages',
    (signal) => api.constructionStages(signal),
    UI_MESSAGES.constructionStages.loadFailed,
  );
  // The stage prices are the chosen house's; without a template house every stage is on request.
  const house = usePlanHouse(selectedHouse?.id);
  const stagePrice = (stageId: string) =>
    house.loading ? null : (
      <Typography
        component="span"
        variant="body2"
        data-stage-price
        sx={{ display: 'block', mt: 0.5, fontWeight: 600, color: 'text.primary' }}
      >
        {stagePriceText(house.data?.stagePrices[stageId])}
      </Typography>
    );
  const offered = (stageId: string | null | undefined) =>
    Boolean(stageId && stages.data?.some((stage) => stage.id === stageId));
  // A link to a stage that does not exist (any more) selects nothing, rather than a stale choice.
  const unknownId = Boolean(id && stages.data && !offered(id));
  const stageId = unknownId ? undefined : (id ?? currentStageId);

  // A direct link to a stage selects it, as a tap on it would.
  useEffect(() => {
    if (stages.data && id && id !== currentStageId && stages.data.some((stage) => stage.id === id)) {
      selectStage(stages.data, id);
    }
  }, [stages.data, id, currentStageId]);

  const chain = stages.data && stageId ? stageChain(stages.data, stageId) : [];
  const toggle = (workId: string, checked: boolean) =>
    configuratorStore.update({
      selectedWorkIds: checked ? [...selectedWorkIds, workId] : selectedWorkIds.filter((work) => work !== workId),
    });

  const choose = (next: string) => {
    if (!stages.data) return;
    selectStage(stages.data, next);
    navigate(`/choose-construction-stage/${next}`, { replace: true });
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader
        title={de.stage.title}
        documentTitle={chain[0] ? `${de.stage.title}: ${chain[0].name}` : undefined}
        subtitle={de.stage.intro}
      />
      {stages.loading && <LoadingBlock label={de.common.loading} />}
      {stages.errorMessage && <ErrorBlock message={stages.errorMessage} onRetry={stages.reload} />}
      {stages.data && (
        <Stack spacing={2}>
          {unknownId && <Alert severity="warning">{de.stage.unknownStage}</Alert>}
          {house.error !== undefined && (
            <Typography variant="body2" color="text.secondary" role="status">
              {dePrices.unavailable}
            </Typography>
          )}
          <ChoiceCards
            legend={de.stage.legend}
            name="constructionStage"
            value={stageId}
            onChange={choose}
            choices={stages.data.map((stage) => {
              const child = stages.data?.find((candidate) => candidate.id === stage.constructionStageChildId);
              return {
                value: stage.id,
                label: stage.name,
                description: (
                  <>
                    {[stage.description, child ? de.stage.includes(child.name) : null].filter(Boolean).join(' · ')}
                    {stagePrice(stage.id)}
                  </>
                ),
              };
            })}
          />
          {chain.length > 0 ? (
            <SectionCard
              title={de.stage.works}
              action={
                <Typography variant="body2" color="text.secondary">
                  {de.stage.selectedCount(selectedWorkIds.length)}
                </Typography>
              }
            >
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {de.stage.worksIntro}
              </Typography>
              <WorkChecklist chain={chain} selected={selectedWorkIds} onToggle={toggle} />
            </SectionCard>
          ) : (
            <Typography color="text.secondary">{de.stage.noStage}</Typography>
          )}
        </Stack>
      )}
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions
        back={selectedHouse ? `/configure/${selectedHouse.id}` : '/configure'}
        next="/your-house"
        nextDisabled={!offered(stageId)}
      >
        {chain.length > 0 && <RunningTotal prices={prices} />}
      </StepActions>
    </Box>
  );
}
