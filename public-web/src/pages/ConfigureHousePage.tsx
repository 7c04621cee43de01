import { defaultHouseView, formatArea, IMAGE_TYPE_LABELS, ImageType, smallImageUrl } from '@hauskonfig/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { FloorPlans } from '../components/FloorPlans';
import { FlowProgress } from '../components/FlowProgress';
import { House3dSection } from '../components/House3dSection';
import { HouseFacts } from '../components/HouseFacts';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import type { HouseDetails } from '../configure/house-loader';
import { FRAME_SIZES } from '../frame/frame-sizes';
import { de } from '../i18n/de';
import { frameDe } from '../i18n/frame.de';
import { fromPriceText } from '../prices/price-text';
import { configuratorStore, useConfigurator } from '../state/configurator-store';

/** Below the sticky header on desktops. */
const STICKY_TOP = FRAME_SIZES.header.md + FRAME_SIZES.progress + 24;

/** `/configure/:id`: the chosen house with images, floor plans and the 3D view. */
export default function ConfigureHousePage() {
  const { house, images, views } = useLoaderData<HouseDetails>();
  const navigate = useNavigate();
  const { houseHeading, sunDate } = useConfigurator();

  const choose = () => {
    const { id, name, sizeInSqm, thumbnailUrl, contactPersonId } = house;
    configuratorStore.update({
      selectedHouse: { id, name, sizeInSqm, thumbnailUrl, contactPersonId },
      withoutTemplateHouse: false,
    });
    navigate('/choose-construction-stage');
  };

  const floorPlan = (measured: boolean) => (src: string, index: number) => ({
    src,
    alt: de.house.floorPlanAlt(house.name, index, measured),
  });
  // The viewer's panel is called "Bilder und Grundrisse": it shows the floor plans too.
  const viewerImages = [
    ...(images.thumbnail
      ? [{ src: images.thumbnail, alt: de.house.preview(house.name), label: IMAGE_TYPE_LABELS[ImageType.THUMBNAIL] }]
      : []),
    ...images.groundPlans.map((src, index) => ({
      ...floorPlan(false)(src, index),
      label: IMAGE_TYPE_LABELS[ImageType.GROUNDPLAN],
    })),
    ...images.groundPlansMeasured.map((src, index) => ({
      ...floorPlan(true)(src, index),
      label: IMAGE_TYPE_LABELS[ImageType.GROUNDPLAN_MEASURED],
    })),
    ...images.referenceImages.map((src, index) => ({
      src,
      alt: de.house.referenceAlt(house.name, index),
      label: IMAGE_TYPE_LABELS[ImageType.REFERENCES],
    })),
  ];
  // One viewer: in the picture's place when the house has no preview image, else under it.
  const viewer = (
    <House3dSection
      title={house.name}
      views={views}
      initialViewId={defaultHouseView(views)?.id ?? null}
      images={viewerImages}
      propertyShape={house.propertyShape}
      // Kept with the plan like the other choices: saved, sent with the request, restored.
      orientation={{ houseHeading, sunDate }}
      onOrientation={(change) => configuratorStore.update(change)}
    />
  );

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      {/* Phones: one column, heading first. Desktops: pictures, 3D and floor plans on the left, the
          heading and the key data with the main action on the right, kept in sight while scrolling. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          gridTemplateRows: { md: 'auto auto 1fr' },
          gridTemplateAreas: {
            xs: '"head" "picture" "facts" "media"',
            md: '"picture head" "picture facts" "media facts"',
          },
        }}
      >
        <Box sx={{ gridArea: 'head', '& > header': { mb: 0 } }}>
          <PageHeader
            title={house.name}
            subtitle={house.sizeInSqm === null ? undefined : `${de.house.livingArea} ${formatArea(house.sizeInSqm)}`}
          />
        </Box>
        <Box sx={{ gridArea: 'picture' }}>
          {images.thumbnail ? (
            <Box
              component="img"
              src={images.thumbnail}
              alt={de.house.preview(house.name)}
              fetchPriority="high"
              loading="eager"
              data-house-picture
              sx={{
                width: '100%',
                aspectRatio: '3 / 2',
                objectFit: 'cover',
                borderRadius: 2,
                display: 'block',
                bgcolor: 'grey.100',
              }}
            />
          ) : (
            viewer
          )}
        </Box>
        <Box
          data-house-facts
          sx={{ gridArea: 'facts', position: { md: 'sticky' }, top: { md: STICKY_TOP }, alignSelf: 'start' }}
        >
          <SectionCard title={de.house.facts}>
            <Typography data-house-price sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
              {fromPriceText(house.stagePrices)}
            </Typography>
            <HouseFacts house={house} />
            <Stack spacing={1.5} sx={{ mt: 2.5, display: { xs: 'none', md: 'flex' } }}>
              <Button variant="contained" size="large" onClick={choose} endIcon={<ArrowForwardIcon />}>
                {de.house.choose}
              </Button>
              <Button
                component={RouterLink}
                to="/configure"
                variant="outlined"
                color="secondary"
                startIcon={<ArrowBackIcon />}
              >
                {frameDe.backToCatalogue}
              </Button>
            </Stack>
          </SectionCard>
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'media', minWidth: 0 }}>
          {images.thumbnail && <SectionCard title={de.house.view3d}>{viewer}</SectionCard>}
          <SectionCard title={de.house.floorPlans}>
            <FloorPlans
              plain={images.groundPlans.map(floorPlan(false))}
              measured={images.groundPlansMeasured.map(floorPlan(true))}
            />
          </SectionCard>
          {images.referenceImages.length > 0 && (
            <SectionCard title={de.house.gallery}>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
                {images.referenceImages.map((src, index) => (
                  <Box key={src} component="a" href={src} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                    <Box
                      component="img"
                      src={smallImageUrl(src)}
                      alt={de.house.referenceAlt(house.name, index)}
                      loading="lazy"
                      sx={{
                        width: '100%',
                        aspectRatio: '4 / 3',
                        objectFit: 'cover',
                        borderRadius: 1,
                        display: 'block',
                      }}
                    />
                  </Box>
                ))}
              </Box>
            </SectionCard>
          )}
          <Typography variant="body2" color="text.secondary">
            {de.configure.withoutTemplateHint}
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/configure" onNext={choose} nextLabel={de.house.choose} phoneOnly />
    </Box>
  );
}
