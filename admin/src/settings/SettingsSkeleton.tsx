import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

const SkeletonCard = ({ rows, height = 56 }: { rows: number; height?: number }) => (
  <Card variant="outlined">
    <CardContent>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);

/** The settings page's cards in outline while the settings load: no empty form first. */
export const SettingsSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('ra.page.loading')}
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2}>
        <SkeletonCard rows={3} />
        <SkeletonCard rows={1} />
      </Stack>
      <SkeletonCard rows={2} height={120} />
    </Box>
  );
};
