import { formatArea, UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Button, Divider, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import type { ConfiguratorState } from '../state/configurator-store';

interface RowProps {
  label: string;
  value: string;
  detail?: string;
  change: string;
}

const Row = ({ label, value, detail, change }: RowProps) => (
  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1 }}>
    <Box sx={{ flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
    <Button
      component={RouterLink}
      to={change}
      size="small"
      color="secondary"
      aria-label={`${label} ${de.yourHouse.change.toLowerCase()}`}
    >
      {de.yourHouse.change}
    </Button>
  </Box>
);

/** The house, stage and works chosen so far, each with a way back to change it. */
export const SelectionSummary = ({ state }: { state: ConfiguratorState }) => {
  const stages = useApiData(
    'stages',
    (signal) => api.constructionStages(signal),
    UI_MESSAGES.constructionStages.loadFailed,
  );
  const stage = stages.data?.find((candidate) => candidate.id === state.currentStageId);
  const works = (stages.data ?? [])
    .flatMap((candidate) => candidate.constructionWorks)
    .filter((work) => state.selectedWorkIds.includes(work.id));
  const house = state.selectedHouse;
  return (
    <Box>
      <Row
        label={de.yourHouse.house}
        value={house ? house.name : state.withoutTemplateHouse ? de.yourHouse.withoutTemplate : de.yourHouse.noHouse}
        detail={house?.sizeInSqm ? `${de.house.livingArea} ${formatArea(house.sizeInSqm)}` : undefined}
        change="/configure"
      />
      <Divider />
      <Row
        label={de.yourHouse.stage}
        value={stage?.name ?? (stages.loading ? de.common.loading : de.yourHouse.noStage)}
        detail={stage ? de.stage.selectedCount(state.selectedWorkIds.length) : undefined}
        change={
          state.currentStageId ? `/choose-construction-stage/${state.currentStageId}` : '/choose-construction-stage'
        }
      />
      {works.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, color: 'text.secondary' }}>
          {works.map((work) => (
            <Typography component="li" variant="body2" key={work.id}>
              {work.name}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
