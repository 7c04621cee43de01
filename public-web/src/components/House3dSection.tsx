import {
  type ArLinkDto,
  type HouseOrientation,
  type HouseViewDto,
  modelToFetchAhead,
  type PropertyShape,
} from '@hauskonfig/shared';
import { LoadedHouseViewer, type ViewerImage } from '@hauskonfig/shared/viewer';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { de } from '../i18n/de';
import { prefetchViewer } from '../viewer/prefetch-viewer';
import { LoadingBlock } from './LoadingBlock';

const VIEWER_HEIGHT = { xs: 360, md: 480 } as const;

interface House3dSectionProps {
  title: string;
  views: HouseViewDto[];
  initialViewId?: string | null;
  /** Bearer header for a custom house's models. */
  requestHeaders?: Record<string, string>;
  /** Signed links to those models for Scene Viewer and Quick Look, which cannot send the header. */
  arLinks?: (viewId: string) => Promise<ArLinkDto>;
  images?: ViewerImage[];
  /** The plot shown around the house (flat when null). */
  propertyShape: PropertyShape | null;
  /** The house's heading and the sun's date the view opens with and reports changes of. */
  orientation: HouseOrientation;
  onOrientation: (change: Partial<HouseOrientation>) => void;
}

const Placeholder = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      height: VIEWER_HEIGHT,
      borderRadius: 2,
      background: 'linear-gradient(180deg, #dfe7ee 0%, #f4f4f2 70%, #e2e0da 100%)',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1.5,
      textAlign: 'center',
      p: 2,
    }}
  >
    {children}
  </Box>
);

/**
 * The 3D view of a house. The viewer (three.js, several hundred KB) is not part of the page's
 * load: it is fetched ahead once the page is idle (unless the visitor saves data), with the
 * public model it shows first when that is small, and started on request.
 */
export const House3dSection = ({
  title,
  views,
  initialViewId,
  requestHeaders,
  arLinks,
  images,
  propertyShape,
  orientation,
  onOrientation,
}: House3dSectionProps) => {
  const [started, setStarted] = useState(false);
  const [left, setLeft] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  // Back from the 3D view, the focus returns to where the visitor opened it.
  useEffect(() => {
    if (left && !started) startButton.current?.focus();
  }, [left, started]);
  const hasViews = views.length > 0;
  // A customer's own house needs their token for its files: only its code is fetched ahead.
  const firstModel = requestHeaders
    ? undefined
    : modelToFetchAhead(views.find((view) => view.id === initialViewId) ?? views[0]);
  useEffect(() => (hasViews ? prefetchViewer(firstModel) : undefined), [hasViews, firstModel]);
  if (!hasViews) {
    return (
      <Placeholder>
        <ViewInArIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{de.house.no3d}</Typography>
      </Placeholder>
    );
  }
  if (!started) {
    return (
      <Placeholder>
        <ViewInArIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.main' }} />
        <Typography sx={{ maxWidth: 360 }}>{de.house.viewerIntro}</Typography>
        <Button
          ref={startButton}
          variant="contained"
          color="secondary"
          onClick={() => setStarted(true)}
          startIcon={<ViewInArIcon />}
        >
          {de.house.startViewer}
        </Button>
      </Placeholder>
    );
  }
  return (
    <LoadedHouseViewer
      loading={<LoadingBlock label={de.house.viewerLoading} />}
      title={title}
      models={views.map(({ id, name, modelUrl, previewUrl, usdzUrl }) => ({ id, name, modelUrl, previewUrl, usdzUrl }))}
      initialModelId={initialViewId ?? undefined}
      requestHeaders={requestHeaders}
      arLinks={arLinks}
      images={images}
      propertyShape={propertyShape}
      houseHeading={orientation.houseHeading}
      onHouseHeading={(houseHeading) => onOrientation({ houseHeading })}
      sunDate={orientation.sunDate}
      onSunDate={(sunDate) => onOrientation({ sunDate })}
      autoFocus
      onLeave={() => {
        setStarted(false);
        setLeft(true);
      }}
      // The controls sit above and below the picture: room for them and a house on a phone.
      height="min(640px, 80vh)"
    />
  );
};
