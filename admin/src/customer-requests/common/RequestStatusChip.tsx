import { REQUEST_STATUS_LABELS, RequestStatus } from '@hauskonfig/shared';
import { Chip, type ChipProps } from '@mui/material';

const STATUS_COLORS: Record<RequestStatus, ChipProps['color']> = {
  [RequestStatus.NEW]: 'info',
  [RequestStatus.IN_NEGOTIATION]: 'warning',
  [RequestStatus.IN_PLANNING]: 'primary',
  [RequestStatus.SOLD]: 'success',
  [RequestStatus.ARCHIVED]: 'default',
  [RequestStatus.DECLINED]: 'default',
};

/** A request status with its German label, coloured so the pipeline stage reads at a glance. */
export const RequestStatusChip = ({ status }: { status: RequestStatus }) => (
  <Chip
    size="small"
    label={REQUEST_STATUS_LABELS[status] ?? status}
    color={STATUS_COLORS[status] ?? 'default'}
    variant={status === RequestStatus.DECLINED ? 'outlined' : 'filled'}
  />
);
