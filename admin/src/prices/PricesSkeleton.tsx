import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardColumns } from '../layout/CardColumns';
import { SkeletonCard } from '../layout/SkeletonCard';

/** The price page's cards in outline while the prices load: no empty form first. */
export const PricesSkeleton = () => {
  const translate = useTranslate();
  return (
    <CardColumns columns="3fr 2fr" role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true">
      <Stack spacing={2}>
        <SkeletonCard rows={2} />
        <SkeletonCard rows={3} />
      </Stack>
      <Stack spacing={2}>
        <SkeletonCard rows={3} />
        <SkeletonCard rows={4} />
      </Stack>
    </CardColumns>
  );
};
