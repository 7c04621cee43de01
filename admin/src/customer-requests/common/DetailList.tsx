import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; empty values are left out. */
export const DetailList = ({ items }: { items: DetailItem[] }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
  >
    {items
      .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
      .map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
  </Box>
);
