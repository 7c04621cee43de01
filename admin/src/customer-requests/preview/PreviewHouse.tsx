import {
  CONSTRUCTION_METHOD_LABELS,
  type CatalogueHouseDto,
  CUSTOMER_AREA_TEXTS,
  formatArea,
  type HouseOrientation,
  smallImageUrl,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
} from '@hauskonfig/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthorizedImage } from '../common/floor-plans/AuthorizedImage';
import { DetailList } from '../common/DetailList';
import { PreviewFloorPlans, PreviewHouseViewer } from './PreviewHouseFiles';
import { SectionCard } from '../../layout/SectionCard';

interface PreviewHouseProps {
  house: CatalogueHouseDto | null;
  /** The visitor's 3D view, which the customer's viewer opens with. */
  orientation: HouseOrientation;
}

const text = CUSTOMER_AREA_TEXTS;

/** The house as the customer area shows it: its name, picture, 3D view, key data and floor plans. */
export const PreviewHouse = ({ house, orientation }: PreviewHouseProps) => {
  const translate = useTranslate();
  if (!house) return <Typography color="text.secondary">{text.noHouse}</Typography>;
  const label = text.factLabels;
  return (
    <Box component="section" aria-label={house.name}>
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {house.name}
      </Typography>
      <Stack spacing={2}>
        {house.thumbnailUrl && (
          // As wide as the page allows, in the customer's 16:10.
          <Box sx={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 10' }}>
            <AuthorizedImage
              src={smallImageUrl(house.thumbnailUrl)}
              alt={translate('app.customerRequests.preview.thumbnail', { name: house.name })}
              width="100%"
              height="100%"
            />
          </Box>
        )}
        <SectionCard title={text.view3d}>
          <PreviewHouseViewer
            houseId={house.id}
            houseName={house.name}
            propertyShape={house.propertyShape}
            orientation={orientation}
          />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SectionCard title={text.facts}>
            <DetailList
              items={[
                { label: label.livingArea, value: house.sizeInSqm !== null ? formatArea(house.sizeInSqm) : null },
                {
                  label: label.propertyShape,
                  value: house.propertyShape && PROPERTY_SHAPE_LABELS[house.propertyShape],
                },
                {
                  label: label.constructionMethod,
                  value: house.constructionMethod && CONSTRUCTION_METHOD_LABELS[house.constructionMethod],
                },
                { label: label.roofShape, value: house.roofShape && ROOF_SHAPE_LABELS[house.roofShape] },
                { label: label.location, value: house.location },
                { label: label.propertyNumber, value: house.propertyNumber },
              ]}
            />
          </SectionCard>
          <SectionCard title={text.floorPlans}>
            <PreviewFloorPlans houseId={house.id} />
          </SectionCard>
        </Box>
      </Stack>
    </Box>
  );
};
