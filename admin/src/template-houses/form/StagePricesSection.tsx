import { Box, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useConstructionStages } from '../../customer-requests/common/use-construction-stages';
import { EuroInput } from '../../forms/EuroInput';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { failureMessage } from '../../providers/request-errors';
import { stagePriceSource } from './stage-prices';

/** "Richtpreise nach Ausbaustufe": one euro amount per construction stage; empty is "Preis auf Anfrage". */
export const StagePricesSection = () => {
  const translate = useTranslate();
  const headingId = useId();
  const stages = useConstructionStages();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('app.templateHouses.stagePrices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.templateHouses.stagePrices.intro')}
      </Typography>
      {stages.data ? (
        stages.data.length === 0 ? (
          <Typography variant="body2">{translate('app.templateHouses.stagePrices.none')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {stages.data.map((stage) => (
              <EuroInput
                key={stage.id}
                source={stagePriceSource(stage.id)}
                label={stage.name}
                helperText="app.templateHouses.stagePrices.empty"
              />
            ))}
          </Box>
        )
      ) : stages.error ? (
        <LoadFailedAlert
          message={failureMessage(translate('app.templateHouses.stagePrices.loadFailed'), stages.error)}
          onRetry={stages.reload}
        />
      ) : (
        <Skeleton variant="rounded" height={56} />
      )}
    </Box>
  );
};
