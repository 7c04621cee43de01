import { UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FloorPlanPair } from './FloorPlanPair';
import { HouseViewList } from './HouseViewList';
import { useHouseFiles } from './use-house-files';

/** The customer's floor plans and the names of the 3D models (the viewer is the customer's own page). */
export const PreviewHouseFiles = ({ houseId }: { houseId: string }) => {
  const translate = useTranslate();
  const { images, views } = useHouseFiles(houseId);
  return (
    <Stack spacing={2}>
      {images.error ? (
        <Alert severity="error">{UI_MESSAGES.preview.floorPlansLoadFailed}</Alert>
      ) : images.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <FloorPlanPair images={images.data} />
      )}
      {views.error ? (
        <Alert severity="error">{UI_MESSAGES.customerRequests.houseLoadFailed}</Alert>
      ) : views.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <div>
          <HouseViewList views={views.data ?? []} showConversion={false} />
          <Typography variant="caption" color="text.secondary">
            {translate('app.customerRequests.preview.modelsNote')}
          </Typography>
        </div>
      )}
    </Stack>
  );
};
