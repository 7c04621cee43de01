import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardColumns } from '../layout/CardColumns';
import { SkeletonCard } from '../layout/SkeletonCard';

/** The settings page's cards in outline while the settings load: no empty form first. */
export const SettingsSkeleton = () => {
  const translate = useTranslate();
  return (
    <CardColumns columns="1fr 1fr" role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true">
      <Stack spacing={2}>
        <SkeletonCard rows={3} />
        <SkeletonCard rows={1} />
      </Stack>
      <SkeletonCard rows={2} rowHeight={120} />
    </CardColumns>
  );
};
