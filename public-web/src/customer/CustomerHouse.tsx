import {
  AUTH_HEADER,
  defaultHouseView,
  TOKEN_TYPE,
  UI_MESSAGES,
  type CatalogueHouseDto,
  type HouseOrientation,
} from '@hauskonfig/shared';
import { Box, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { api } from '../api/endpoints';
import { sessionStore } from '../auth/session-store';
import { ErrorBlock } from '../components/ErrorBlock';
import { FloorPlans } from '../components/FloorPlans';
import { House3dSection } from '../components/House3dSection';
import { HouseFacts } from '../components/HouseFacts';
import { LoadingBlock } from '../components/LoadingBlock';
import { SectionCard } from '../components/SectionCard';
import { useApiData } from '../hooks/use-api-data';
import { useAuthorizedUrls } from '../hooks/use-authorized-urls';
import { de } from '../i18n/de';
import { usePlanPlotShape } from '../state/plan-plot-shape';

/** Floor plans of the customer's house, fetched with the token (a custom house's files are private). */
const CustomerFloorPlans = ({
  house,
  plain,
  measured,
}: {
  house: CatalogueHouseDto;
  plain: string[];
  measured: string[];
}) => {
  const resolved = useAuthorizedUrls([...plain, ...measured], UI_MESSAGES.preview.floorPlansLoadFailed, {
    shownInline: true,
  });
  if (resolved.failed) return <ErrorBlock message={UI_MESSAGES.preview.floorPlansLoadFailed} />;
  if (!resolved.urls)
    return (
      <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={de.common.loading} aria-busy="true" />
    );
  const urls = resolved.urls;
  const images = (from: number, count: number, measuredPlans: boolean) =>
    urls
      .slice(from, from + count)
      .map((src, index) => ({ src, alt: de.house.floorPlanAlt(house.name, index, measuredPlans) }));
  return <FloorPlans plain={images(0, plain.length, false)} measured={images(plain.length, measured.length, true)} />;
};

/**
 * The house of the released request: 3D views (opening turned and dated as the request was sent),
 * key data, floor plans with and without measures.
 */
export const CustomerHouse = ({ house, orientation }: { house: CatalogueHouseDto; orientation: HouseOrientation }) => {
  const files = useApiData(
    `customer-house:${house.id}`,
    async (signal) => {
      const [images, views] = await Promise.all([api.imageList(house.id, signal), api.houseViews(house.id, signal)]);
      return { images, views };
    },
    UI_MESSAGES.customerRequests.customHouseLoadFailed,
    undefined,
    { shownInline: true },
  );
  const token = sessionStore.accessToken();
  const propertyShape = usePlanPlotShape(house);
  // The customer may turn the view; the request keeps what was sent.
  const [view, setView] = useState(orientation);
  const thumbnail = useAuthorizedUrls(
    files.data?.images.thumbnail ? [files.data.images.thumbnail] : [],
    UI_MESSAGES.preview.imagesLoadFailed,
  );

  if (files.loading) return <LoadingBlock label={de.common.loading} />;
  if (files.errorMessage || !files.data) {
    return (
      <ErrorBlock
        message={files.errorMessage ?? UI_MESSAGES.customerRequests.customHouseLoadFailed}
        onRetry={files.reload}
      />
    );
  }
  const { images, views } = files.data;
  return (
    <Stack spacing={2}>
      {thumbnail.urls?.[0] && (
        <Box
          component="img"
          src={thumbnail.urls[0]}
          alt={de.house.preview(house.name)}
          sx={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 2, display: 'block' }}
        />
      )}
      <SectionCard title={de.house.view3d}>
        <House3dSection
          title={house.name}
          views={views}
          initialViewId={defaultHouseView(views)?.id ?? null}
          requestHeaders={token ? { [AUTH_HEADER]: `${TOKEN_TYPE} ${token}` } : undefined}
          arLinks={api.arLink}
          propertyShape={propertyShape}
          orientation={view}
          onOrientation={(change) => setView((current) => ({ ...current, ...change }))}
        />
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title={de.house.facts}>
          <HouseFacts house={house} />
        </SectionCard>
        <SectionCard title={de.house.floorPlans}>
          <CustomerFloorPlans house={house} plain={images.groundPlans} measured={images.groundPlansMeasured} />
        </SectionCard>
      </Box>
    </Stack>
  );
};
