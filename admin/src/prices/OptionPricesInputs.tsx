import { ConstructionWorkKind } from '@hauskonfig/shared';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConstructionStages } from '../customer-requests/common/use-construction-stages';
import { EuroInput } from '../forms/EuroInput';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { failureMessage } from '../providers/request-errors';

/**
 * The surcharge of every Zusatzoption, grouped under its construction stage. Should the stages
 * fail to load, the stored surcharges stay in the form and are saved unchanged.
 */
export const OptionPricesInputs = () => {
  const translate = useTranslate();
  const stages = useConstructionStages();
  if (stages.error && !stages.data) {
    return (
      <LoadFailedAlert
        message={failureMessage(translate('app.prices.options.loadFailed'), stages.error)}
        onRetry={stages.reload}
      />
    );
  }
  if (!stages.data) return <Skeleton variant="rounded" height={120} />;
  const groups = stages.data
    .map((stage) => ({
      stage,
      works: stage.constructionWorks.filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION),
    }))
    .filter((group) => group.works.length > 0);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.prices.options.intro')}
      </Typography>
      {groups.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.prices.options.none')}
        </Typography>
      )}
      {groups.map(({ stage, works }) => (
        <Box key={stage.id} component="section" aria-label={stage.name} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {stage.name}
          </Typography>
          {works.map((work) => (
            <EuroInput
              key={work.id}
              source={`optionPrices.${work.id}`}
              label={work.name}
              helperText="app.prices.empty"
            />
          ))}
        </Box>
      ))}
    </>
  );
};
