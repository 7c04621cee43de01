import { type PropertyShape, UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StaffHouseViewer } from '../viewer/StaffHouseViewer';
import { useViewerImages } from '../viewer/use-viewer-images';
import { toViewerModel } from '../viewer/viewer-model';
import { FloorPlanPair } from './FloorPlanPair';
import { useHouseFiles } from './use-house-files';

/**
 * The customer's floor plans and the 3D view of the house, with the same viewer component as the
 * public site (images beside it, skyboxes, fullscreen, AR where the device has it).
 */
interface PreviewHouseFilesProps {
  houseId: string;
  houseName: string;
  /** The house's own plot shape, shown around it in 3D. */
  propertyShape: PropertyShape | null;
}

export const PreviewHouseFiles = ({ houseId, houseName, propertyShape }: PreviewHouseFilesProps) => {
  const translate = useTranslate();
  const { images, views } = useHouseFiles(houseId);
  const viewerImages = useViewerImages(images.data, houseName);
  const models = (views.data ?? []).map(toViewerModel);
  const standard = views.data?.find((view) => view.standard)?.id;
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
      ) : models.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.viewer.noModels')}
        </Typography>
      ) : (
        <StaffHouseViewer
          models={models}
          initialModelId={standard}
          title={houseName}
          images={viewerImages ?? []}
          publicFiles={false}
          propertyShape={propertyShape}
        />
      )}
    </Stack>
  );
};
