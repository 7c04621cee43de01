import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Six statuses: one placeholder card each. */
const STATUS_CARDS = 6;

/** The overview's cards in outline while they load, so no empty count or "no requests" shows first. */
export const DashboardSkeleton = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true">
      <Card variant="outlined">
        <CardContent>
          <Skeleton variant="text" width={200} height={32} />
          <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {Array.from({ length: STATUS_CARDS }, (_, card) => (
              <Skeleton key={card} variant="rounded" height={88} />
            ))}
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Stack>
  );
};
