import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardColumns } from '../../layout/CardColumns';
import { SkeletonCard } from '../../layout/SkeletonCard';

/**
 * The request page's shape while the request loads: no empty house, no "Noch keine
 * Statusänderungen" before the data are there.
 */
export const RequestEditSkeleton = () => {
  const translate = useTranslate();
  return (
    <CardColumns columns="3fr 2fr" role="status" aria-label={translate('app.customerRequests.edit.loading')}>
      <Stack spacing={2}>
        <SkeletonCard rows={4} rowHeight={48} />
        <SkeletonCard rows={3} rowHeight={48} />
      </Stack>
      <Stack spacing={2}>
        <SkeletonCard rows={3} rowHeight={48} />
        <SkeletonCard rows={2} rowHeight={48} />
      </Stack>
    </CardColumns>
  );
};
