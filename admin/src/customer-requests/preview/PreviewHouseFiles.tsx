import { type HouseOrientation, type PropertyShape, UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { StaffHouseViewer } from '../../viewer/StaffHouseViewer';
import { useViewerImages } from '../../viewer/use-viewer-images';
import { toViewerModel } from '../../viewer/viewer-model';
import { FloorPlanPair } from '../common/floor-plans/FloorPlanPair';
import { useHouseFiles } from '../common/use-house-files';

/**
 * The customer's floor plans and the 3D view of the house, with the same viewer component as the
 * public site (images beside it, skyboxes, fullscreen, AR where the device has it).
 */
interface PreviewHouseFilesProps {
  houseId: string;
  houseName: string;
  /** The house's own plot shape, shown around it in 3D. */
  propertyShape: PropertyShape | null;
  /** The visitor's 3D view the viewer opens with, as the customer's does. */
  orientation: HouseOrientation;
}

export const PreviewHouseFiles = ({ houseId, houseName, propertyShape, orientation }: PreviewHouseFilesProps) => {
  const translate = useTranslate();
  // Staff may turn the view; the request keeps what the visitor sent.
  const [view, setView] = useState(orientation);
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
          houseHeading={view.houseHeading}
          onHouseHeading={(houseHeading) => setView((current) => ({ ...current, houseHeading }))}
          sunDate={view.sunDate}
          onSunDate={(sunDate) => setView((current) => ({ ...current, sunDate }))}
        />
      )}
    </Stack>
  );
};
