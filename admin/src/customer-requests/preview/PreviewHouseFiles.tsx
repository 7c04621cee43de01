import { type HouseOrientation, type PropertyShape, UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { StaffHouseViewer } from '../../viewer/StaffHouseViewer';
import { useViewerImages } from '../../viewer/use-viewer-images';
import { toViewerModel } from '../../viewer/viewer-model';
import { FloorPlanPair } from '../common/floor-plans/FloorPlanPair';
import { useHouseFiles } from '../common/use-house-files';

interface PreviewHouseViewerProps {
  houseId: string;
  houseName: string;
  /** The house's own plot shape, shown around it in 3D. */
  propertyShape: PropertyShape | null;
  /** The visitor's 3D view the viewer opens with, as the customer's does. */
  orientation: HouseOrientation;
}

/**
 * The customer's 3D view of the house, with the same viewer component as the public site (images
 * beside it, skyboxes, fullscreen, AR where the device has it) and the models under their names.
 */
export const PreviewHouseViewer = ({ houseId, houseName, propertyShape, orientation }: PreviewHouseViewerProps) => {
  const translate = useTranslate();
  // Staff may turn the view; the request keeps what the visitor sent.
  const [view, setView] = useState(orientation);
  const { images, views } = useHouseFiles(houseId);
  const viewerImages = useViewerImages(images.data, houseName);
  const models = (views.data ?? []).map(toViewerModel);
  const standard = views.data?.find((candidate) => candidate.standard)?.id;
  if (views.error) return <Alert severity="error">{UI_MESSAGES.customerRequests.houseLoadFailed}</Alert>;
  if (views.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (models.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.viewer.noModels')}
      </Typography>
    );
  }
  return (
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
  );
};

/** The customer's floor plans, with and without measures. */
export const PreviewFloorPlans = ({ houseId }: { houseId: string }) => {
  const translate = useTranslate();
  const { images } = useHouseFiles(houseId);
  if (images.error) return <Alert severity="error">{UI_MESSAGES.preview.floorPlansLoadFailed}</Alert>;
  if (images.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return <FloorPlanPair images={images.data} />;
};
