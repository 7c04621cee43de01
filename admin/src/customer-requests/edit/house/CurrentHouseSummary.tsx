import { HOUSE_KIND_LABELS, HouseKind, type RequestHouseSummaryDto } from '@hauskonfig/shared';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface CurrentHouseSummaryProps {
  house: RequestHouseSummaryDto | null;
  /** Name of the template a custom house was copied from, once loaded. */
  templateName?: string;
}

/** Which house the request shows: a template house or its own custom copy. */
export const CurrentHouseSummary = ({ house, templateName }: CurrentHouseSummaryProps) => {
  const translate = useTranslate();
  if (!house) return <Alert severity="info">{translate('app.customerRequests.house.none')}</Alert>;
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.customerRequests.house.current')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" data-testid="assigned-house-name">
          {house.name}
        </Typography>
        <Chip
          size="small"
          color={house.kind === HouseKind.CUSTOM ? 'secondary' : 'default'}
          label={HOUSE_KIND_LABELS[house.kind]}
        />
      </Stack>
      {house.kind === HouseKind.CUSTOM && templateName && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.customerRequests.house.sourceTemplate', { name: templateName })}
        </Typography>
      )}
    </Stack>
  );
};
