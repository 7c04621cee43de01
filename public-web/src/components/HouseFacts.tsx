import {
  CUSTOMER_AREA_TEXTS,
  CONSTRUCTION_METHOD_LABELS,
  formatArea,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
  type CatalogueHouseDto,
} from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';

type Facts = Pick<CatalogueHouseDto, 'propertyShape' | 'constructionMethod' | 'roofShape' | 'sizeInSqm'> &
  Partial<Pick<CatalogueHouseDto, 'location' | 'propertyNumber'>>;

/** The house's key data as a definition list (labels shared with the admin's preview, values from the German enums). */
export const HouseFacts = ({ house }: { house: Facts }) => {
  const label = CUSTOMER_AREA_TEXTS.factLabels;
  const rows: [string, string | null][] = [
    [label.livingArea, house.sizeInSqm === null ? null : formatArea(house.sizeInSqm)],
    [label.propertyShape, house.propertyShape ? PROPERTY_SHAPE_LABELS[house.propertyShape] : null],
    [label.constructionMethod, house.constructionMethod ? CONSTRUCTION_METHOD_LABELS[house.constructionMethod] : null],
    [label.roofShape, house.roofShape ? ROOF_SHAPE_LABELS[house.roofShape] : null],
    [label.location, house.location ?? null],
    [label.propertyNumber, house.propertyNumber ?? null],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
};
