import { defaultHouseView, formatArea, smallImageUrl } from '@hauskonfig/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useLoaderData, useNavigate } from 'react-router';
import { FloorPlans } from '../components/FloorPlans';
import { FlowProgress } from '../components/FlowProgress';
import { House3dSection } from '../components/House3dSection';
import { HouseFacts } from '../components/HouseFacts';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import type { HouseDetails } from '../configure/house-loader';
import { de } from '../i18n/de';
import { configuratorStore } from '../state/configurator-store';

/** `/configure/:id`: the chosen house with images, floor plans and the 3D view. */
export default function ConfigureHousePage() {
  const { house, images, views } = useLoaderData<HouseDetails>();
  const navigate = useNavigate();

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
  const viewerImages = [
    ...(images.thumbnail ? [{ src: images.thumbnail, alt: de.house.preview(house.name), label: 'Vorschaubild' }] : []),
    ...images.referenceImages.map((src, index) => ({
      src,
      alt: de.house.referenceAlt(house.name, index),
      label: 'Referenzbild',
    })),
  ];

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader
        title={house.name}
        subtitle={house.sizeInSqm === null ? undefined : `${de.house.livingArea} ${formatArea(house.sizeInSqm)}`}
      />
      <Stack spacing={2}>
        {images.thumbnail && (
          <Box
            component="img"
            src={images.thumbnail}
            alt={de.house.preview(house.name)}
            sx={{
              width: '100%',
              aspectRatio: '16 / 10',
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
              bgcolor: 'grey.100',
            }}
          />
        )}
        <SectionCard title={de.house.view3d}>
          <House3dSection
            title={house.name}
            views={views}
            initialViewId={defaultHouseView(views)?.id ?? null}
            images={viewerImages}
          />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SectionCard title={de.house.facts}>
            <HouseFacts house={house} />
          </SectionCard>
          <SectionCard title={de.house.floorPlans}>
            <FloorPlans
              plain={images.groundPlans.map(floorPlan(false))}
              measured={images.groundPlansMeasured.map(floorPlan(true))}
            />
          </SectionCard>
        </Box>
        {images.referenceImages.length > 0 && (
          <SectionCard title={de.house.gallery}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {images.referenceImages.map((src, index) => (
                <Box key={src} component="a" href={src} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                  <Box
                    component="img"
                    src={smallImageUrl(src)}
                    alt={de.house.referenceAlt(house.name, index)}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }}
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
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/configure" onNext={choose} nextLabel={de.house.choose} />
    </Box>
  );
}
