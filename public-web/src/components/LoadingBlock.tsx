import { Box, CircularProgress, Typography } from '@mui/material';

/** A centred spinner with a German label for a section that is loading. */
export const LoadingBlock = ({ label }: { label: string }) => (
  <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6 }}>
    <CircularProgress aria-hidden />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
);
