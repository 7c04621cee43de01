import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

const ROWS = 5;

interface ListSkeletonProps {
  /** Rows as on a phone (two lines, optionally a photo) rather than table rows. */
  compact: boolean;
  avatar?: boolean;
}

/**
 * Shown at once while a list loads, in the shape of the rows to come: nothing empty ("Keine …")
 * may show before the data is there.
 */
export const ListSkeleton = ({ compact, avatar = false }: ListSkeletonProps) => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('ra.page.loading')} aria-busy="true" sx={{ px: 2, py: 1 }}>
      {Array.from({ length: ROWS }, (_, row) =>
        compact ? (
          <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
            {avatar && <Skeleton variant="circular" width={40} height={40} />}
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="40%" />
            </Box>
          </Stack>
        ) : (
          <Skeleton key={row} variant="text" height={40} />
        ),
      )}
    </Box>
  );
};
