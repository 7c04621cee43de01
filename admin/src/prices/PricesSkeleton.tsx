import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

const SkeletonCard = ({ rows }: { rows: number }) => (
  <Card variant="outlined">
    <CardContent>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);

/** The price page's cards in outline while the prices load: no empty form first. */
export const PricesSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('ra.page.loading')}
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2}>
        <SkeletonCard rows={2} />
        <SkeletonCard rows={3} />
      </Stack>
      <Stack spacing={2}>
        <SkeletonCard rows={3} />
        <SkeletonCard rows={4} />
      </Stack>
    </Box>
  );
};
