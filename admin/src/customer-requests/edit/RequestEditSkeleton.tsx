import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

const SkeletonCard = ({ rows }: { rows: number }) => (
  <Card variant="outlined">
    <CardContent>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);

/**
 * The request page's shape while the request loads: no empty house, no "Noch keine
 * Statusänderungen" before the data are there.
 */
export const RequestEditSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-label={translate('app.customerRequests.edit.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2}>
        <SkeletonCard rows={4} />
        <SkeletonCard rows={3} />
      </Stack>
      <Stack spacing={2}>
        <SkeletonCard rows={3} />
        <SkeletonCard rows={2} />
      </Stack>
    </Box>
  );
};
