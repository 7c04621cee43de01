import {
  CONSTRUCTION_METHOD_LABELS,
  type CatalogueHouseDto,
  FIELD_LABELS,
  formatArea,
  type HouseOrientation,
  smallImageUrl,
  HOUSE_KIND_LABELS,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
} from '@hauskonfig/shared';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthorizedImage } from '../common/floor-plans/AuthorizedImage';
import { DetailList } from '../common/DetailList';
import { orientationDetails } from '../common/orientation-details';
import { PreviewHouseFiles } from './PreviewHouseFiles';
import { SectionCard } from '../../layout/SectionCard';

interface PreviewHouseProps {
  house: CatalogueHouseDto | null;
  /** The visitor's 3D view, which the customer's viewer opens with. */
  orientation: HouseOrientation;
}

/** The house the customer sees: its data, floor plans and 3D models. */
export const PreviewHouse = ({ house, orientation }: PreviewHouseProps) => {
  const translate = useTranslate();
  const title = translate('app.customerRequests.preview.house');
  if (!house) {
    return (
      <SectionCard title={title}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.customerRequests.preview.noHouse')}
        </Typography>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {house.thumbnailUrl && (
            <Box sx={{ flexShrink: 0 }}>
              <AuthorizedImage
                src={smallImageUrl(house.thumbnailUrl)}
                alt={translate('app.customerRequests.preview.thumbnail', { name: house.name })}
                width={220}
                height={150}
              />
            </Box>
          )}
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle1">
                {house.name}
              </Typography>
              <Chip size="small" label={HOUSE_KIND_LABELS[house.kind]} />
            </Stack>
            <DetailList
              items={[
                {
                  label: FIELD_LABELS.propertyShape,
                  value: house.propertyShape && PROPERTY_SHAPE_LABELS[house.propertyShape],
                },
                {
                  label: FIELD_LABELS.constructionMethod,
                  value: house.constructionMethod && CONSTRUCTION_METHOD_LABELS[house.constructionMethod],
                },
                { label: FIELD_LABELS.roofShape, value: house.roofShape && ROOF_SHAPE_LABELS[house.roofShape] },
                { label: FIELD_LABELS.sizeInSqm, value: house.sizeInSqm !== null ? formatArea(house.sizeInSqm) : null },
                { label: FIELD_LABELS.propertyNumber, value: house.propertyNumber },
                { label: FIELD_LABELS.location, value: house.location },
                ...orientationDetails(orientation),
              ]}
            />
          </Stack>
        </Stack>
        <PreviewHouseFiles
          houseId={house.id}
          houseName={house.name}
          propertyShape={house.propertyShape}
          orientation={orientation}
        />
      </Stack>
    </SectionCard>
  );
};
