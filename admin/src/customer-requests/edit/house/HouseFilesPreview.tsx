import { ConversionStatus, UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { FloorPlanPair } from '../../common/floor-plans/FloorPlanPair';
import { HouseViewList } from './HouseViewList';
import { useHouseFiles } from '../../common/use-house-files';

/** Conversions of copied models run in the background; their state is looked up this often. */
const CONVERSION_POLL_MS = 5000;

const isConverting = (status: ConversionStatus) =>
  status === ConversionStatus.QUEUED || status === ConversionStatus.CONVERTING;

/** The 3D models and floor plans of the assigned template house, read-only (templates are edited under Häuser). */
export const HouseFilesPreview = ({ houseId }: { houseId: string }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const { images, views } = useHouseFiles(houseId);
  const failed = Boolean(images.error || views.error);
  const failure = UI_MESSAGES.customerRequests.houseLoadFailed;

  useEffect(() => {
    if (failed) notify(failure, { type: 'error' });
  }, [failed, failure, notify]);

  const converting = views.data?.some((view) => isConverting(view.conversionStatus)) ?? false;
  const reloadViews = views.reload;
  useEffect(() => {
    if (!converting) return;
    const timer = setTimeout(reloadViews, CONVERSION_POLL_MS);
    return () => clearTimeout(timer);
  }, [converting, reloadViews, views.data]);

  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            label="app.customerRequests.house.reload"
            onClick={() => {
              images.reload();
              views.reload();
            }}
          />
        }
      >
        {failure}
      </Alert>
    );
  }
  if (images.isPending || views.isPending)
    return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />;
  return (
    <Stack spacing={2}>
      <HouseViewList views={views.data ?? []} showConversion />
      <FloorPlanPair images={images.data} />
    </Stack>
  );
};
