import { Box } from '@mui/material';
import { type HouseImageListDto, IMAGE_TYPE_LABELS, ImageType } from '@hauskonfig/shared';
import { FloorPlanGallery } from './FloorPlanGallery';

/** Floor plans without and with measures side by side (edit page and preview). */
export const FloorPlanPair = ({ images }: { images: HouseImageListDto | undefined }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
    <FloorPlanGallery title={IMAGE_TYPE_LABELS[ImageType.GROUNDPLAN]} urls={images?.groundPlans ?? []} />
    <FloorPlanGallery
      title={IMAGE_TYPE_LABELS[ImageType.GROUNDPLAN_MEASURED]}
      urls={images?.groundPlansMeasured ?? []}
    />
  </Box>
);
