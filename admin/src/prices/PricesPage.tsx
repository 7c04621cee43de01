import { formatDateTime } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { PageHeader } from '../layout/PageHeader';
import { failureMessage } from '../providers/request-errors';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { useEditableLoad } from '../providers/use-editable-load';
import { PriceGuideForm } from './PriceGuideForm';
import { PricesSkeleton } from './PricesSkeleton';

/**
 * `/admin/prices` ("Preise"): what the public flow's prices need besides the houses' stage prices
 * (set on each house). After a save the form holds the guide the API answered.
 */
export const PricesPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const loaded = useEditableLoad('price-guide', () => dataProvider.priceGuide());
  const guide = loaded.data;
  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('app.navigation.prices')}>
        {guide && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.prices.updatedAt', { date: formatDateTime(guide.updatedAt) })}
          </Typography>
        )}
      </PageHeader>
      {guide ? (
        <PriceGuideForm guide={guide} onSaved={loaded.onSaved} />
      ) : loaded.error ? (
        <LoadFailedAlert
          message={failureMessage(translate('app.prices.loadFailed'), loaded.error)}
          onRetry={loaded.reload}
        />
      ) : (
        <PricesSkeleton />
      )}
    </Box>
  );
};
