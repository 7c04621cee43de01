import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while the viewer's own chunk (three.js) is loading. */
export const ViewerFallback = ({ height }: { height: number | string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'grey.200', borderRadius: 1 }}>
      <CircularProgress aria-label={translate('app.viewer.loading')} />
    </Box>
  );
};
