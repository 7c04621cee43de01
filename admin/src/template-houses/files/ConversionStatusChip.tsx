import { Chip, type ChipProps } from '@mui/material';
import { CONVERSION_STATUS_LABELS, ConversionStatus, type HouseViewDto } from '@hauskonfig/shared';

const COLORS: Record<ConversionStatus, ChipProps['color']> = {
  [ConversionStatus.QUEUED]: 'default',
  [ConversionStatus.CONVERTING]: 'info',
  [ConversionStatus.READY]: 'success',
  [ConversionStatus.FAILED]: 'error',
};

/** State of a 3D model's background conversion, with its percentage while converting. */
export const ConversionStatusChip = ({
  view,
}: {
  view: Pick<HouseViewDto, 'conversionStatus' | 'conversionProgress'>;
}) => {
  const label = CONVERSION_STATUS_LABELS[view.conversionStatus];
  return (
    <Chip
      size="small"
      color={COLORS[view.conversionStatus]}
      label={view.conversionStatus === ConversionStatus.CONVERTING ? `${label} (${view.conversionProgress} %)` : label}
    />
  );
};
