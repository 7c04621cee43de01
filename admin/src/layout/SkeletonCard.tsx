import { Card, CardContent, Skeleton, Stack } from '@mui/material';

interface SkeletonCardProps {
  /** Inputs (or lines) the card will hold. */
  rows: number;
  rowHeight?: number;
  /** For a card that stands for a whole page's data: announced as loading ("Wird geladen"). */
  loadingLabel?: string;
}

/** A section card in outline while its data load: a title and a placeholder per row. */
export const SkeletonCard = ({ rows, rowHeight = 56, loadingLabel }: SkeletonCardProps) => (
  <Card
    variant="outlined"
    {...(loadingLabel ? { role: 'progressbar', 'aria-label': loadingLabel, 'aria-busy': true } : {})}
  >
    <CardContent>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={rowHeight} />
        ))}
      </Stack>
    </CardContent>
  </Card>
);
